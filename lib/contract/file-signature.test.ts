import { describe, expect, test } from "vitest";
import { sampleExe, sampleHtml, sampleJpeg, samplePdf, samplePng } from "@/test/support/sample-files";
import { extensionMatches, extensionOf, recognizeFileType } from "./file-signature";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("recognizeFileType", () => {
  test.each([
    ["application/pdf", samplePdf()],
    ["image/png", samplePng()],
    ["image/jpeg", sampleJpeg()],
  ])("recognises %s by its first bytes", (type, content) => {
    expect(recognizeFileType(content)).toBe(type);
  });

  test.each([
    ["an executable (MZ)", sampleExe()],
    ["an HTML page with a PDF header further in", sampleHtml()],
    ["nothing", new Uint8Array(0)],
    ["a PDF header cut short", new TextEncoder().encode("%PDF-")],
    ["a PDF header not at the start", new TextEncoder().encode(" %PDF-1.4")],
    ["a PNG signature without its IHDR chunk", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x44, 0x41, 0x54)],
    ["a PNG signature alone", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ["a JPEG start of image alone", bytes(0xff, 0xd8, 0xff)],
    ["a JPEG start of image followed by fill bytes", bytes(0xff, 0xd8, 0xff, 0xff, 0xe0)],
    ["a GIF", new TextEncoder().encode("GIF89a\u0001\u0000")],
    ["a ZIP (also DOCX)", bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
  ])("refuses %s", (_label, content) => {
    expect(recognizeFileType(content)).toBeUndefined();
  });
});

describe("file name extensions", () => {
  test.each([
    ["termo.PDF", "pdf"],
    ["foto.final.jpeg", "jpeg"],
    ["sem-extensao", undefined],
    [".pdf", undefined],
    ["termo.", undefined],
    ["extrato 12.05.2026", undefined],
    ["versão v2.1 final", undefined],
  ])("extensionOf(%j) = %j", (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  test("jpg and jpeg both name a JPEG; the case does not matter; another type's extension does not match", () => {
    expect(extensionMatches("a.jpg", "image/jpeg")).toBe(true);
    expect(extensionMatches("a.JPEG", "image/jpeg")).toBe(true);
    expect(extensionMatches("a.png", "image/jpeg")).toBe(false);
    expect(extensionMatches("a.pdf.exe", "application/pdf")).toBe(false);
    expect(extensionMatches("a", "application/pdf")).toBe(false);
  });
});
