import { describe, expect, test } from "vitest";
import { MAX_FILE_BYTES } from "@/lib/contract/file-signature";
import { sampleExe, sampleHtml, sampleJpeg, samplePdf, samplePng } from "@/test/support/sample-files";
import { inspectUploadedFile, type UploadedFile } from "./inspect-uploaded-file";

const pdf = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({ bytes: samplePdf("x"), declaredType: "application/pdf", partName: "termo.pdf", ...overrides });

/** A PDF of exactly `size` bytes (header, then padding). */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(samplePdf("x").subarray(0, 16));
  return bytes;
}

describe("inspectUploadedFile", () => {
  test.each([
    ["application/pdf", samplePdf(), "application/pdf", "termo.pdf"],
    ["image/png", samplePng(), "image/png", "rg-frente.png"],
    ["image/jpeg", sampleJpeg(), "image/jpeg", "selfie.jpg"],
    ["image/jpeg", sampleJpeg(), "image/jpg", "selfie.JPEG"],
  ])("accepts a %s whose claims agree with the content", (type, bytes, declaredType, partName) => {
    expect(inspectUploadedFile({ bytes, declaredType, partName })).toEqual({ ok: true, contentType: type, fileName: partName });
  });

  test("a part declared application/octet-stream, or with no type, is typed by its content", () => {
    expect(inspectUploadedFile(pdf({ declaredType: "application/octet-stream" }))).toMatchObject({ ok: true, contentType: "application/pdf" });
    expect(inspectUploadedFile(pdf({ declaredType: "" }))).toMatchObject({ ok: true, contentType: "application/pdf" });
  });

  describe("size", () => {
    test("exactly the limit is accepted; one byte more is 413 naming file", () => {
      expect(inspectUploadedFile(pdf({ bytes: pdfOfSize(MAX_FILE_BYTES) }))).toMatchObject({ ok: true });
      expect(inspectUploadedFile(pdf({ bytes: pdfOfSize(MAX_FILE_BYTES + 1) }))).toEqual({
        ok: false,
        status: 413,
        error: { field: "file", message: "envie um arquivo de até 10 MiB (10485760 bytes)" },
      });
    });

    test("an empty file is 400 naming file", () => {
      expect(inspectUploadedFile(pdf({ bytes: new Uint8Array(0) }))).toMatchObject({ ok: false, status: 400, error: { field: "file" } });
    });
  });

  describe("content disguised by its name or declared type", () => {
    test.each([
      ["an executable named .pdf and declared application/pdf", sampleExe()],
      ["an HTML page named .pdf and declared application/pdf", sampleHtml()],
    ])("%s is 415 naming file", (_label, bytes) => {
      const result = inspectUploadedFile(pdf({ bytes }));
      expect(result).toMatchObject({ ok: false, status: 415, error: { field: "file", message: expect.stringMatching(/conteúdo não reconhecido: envie PDF/) } });
    });

    test("a declared type that contradicts the content is 415 naming file", () => {
      expect(inspectUploadedFile(pdf({ bytes: samplePng(), declaredType: "application/pdf", partName: "rg.png" }))).toMatchObject({
        ok: false,
        status: 415,
        error: { field: "file", message: expect.stringMatching(/declarado \(application\/pdf\) não corresponde ao conteúdo, que é PNG/) },
      });
      expect(inspectUploadedFile(pdf({ declaredType: "text/html; charset=utf-8" }))).toMatchObject({ ok: false, status: 415 });
    });

    test("a part name whose extension contradicts the content is 400 naming file", () => {
      expect(inspectUploadedFile(pdf({ bytes: samplePng(), declaredType: "", partName: "rg.pdf" }))).toMatchObject({
        ok: false,
        status: 400,
        error: { field: "file", message: expect.stringMatching(/\(\.pdf\) não corresponde ao conteúdo; o conteúdo é PNG: use a extensão \.png/) },
      });
    });

    test("a fileName whose extension contradicts the content is 400 naming fileName", () => {
      expect(inspectUploadedFile(pdf({ fileName: "termo.png" }))).toMatchObject({ ok: false, status: 400, error: { field: "fileName" } });
      expect(inspectUploadedFile(pdf({ fileName: "termo.2026" }))).toMatchObject({
        ok: false,
        status: 400,
        error: { field: "fileName", message: expect.stringMatching(/^nome sem extensão/) },
      });
    });
  });

  describe("the stored name", () => {
    test("fileName wins over the part's name", () => {
      expect(inspectUploadedFile(pdf({ fileName: "Termo de consentimento.pdf", partName: "scan0001.pdf" }))).toMatchObject({ fileName: "Termo de consentimento.pdf" });
    });

    test("a fileName with control or invisible characters is refused naming fileName", () => {
      expect(inspectUploadedFile(pdf({ fileName: "termo\u202Efdp.pdf" }))).toMatchObject({ ok: false, status: 400, error: { field: "fileName" } });
    });

    test("the part's name loses its folders and control characters; without extension it gets the content's", () => {
      expect(inspectUploadedFile(pdf({ partName: "C:\\fakepath\\termo\u0007.pdf" }))).toMatchObject({ fileName: "termo.pdf" });
      expect(inspectUploadedFile(pdf({ partName: "digitalizacao" }))).toMatchObject({ fileName: "digitalizacao.pdf" });
      expect(inspectUploadedFile({ bytes: sampleJpeg(), declaredType: "", partName: "" })).toMatchObject({ fileName: "documento.jpg" });
    });
  });
});
