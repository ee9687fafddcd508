import { describe, expect, test } from "vitest";
import { fileMetadataSchema, fileUploadFormSchema } from "./file";
import { fieldErrorsOf, messagesFor } from "./test-fixtures";

const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n")], "termo.pdf", { type: "application/pdf" });

describe("file upload form", () => {
  test("one file part, an optional fileName", () => {
    expect(fieldErrorsOf(fileUploadFormSchema, { file: pdf() })).toEqual([]);
    expect(fieldErrorsOf(fileUploadFormSchema, { file: pdf(), fileName: "Termo de consentimento.pdf" })).toEqual([]);
  });

  test("the file part is required, and must be a file (not a text field)", () => {
    expect(messagesFor(fileUploadFormSchema, {}, "file")).toEqual([expect.stringMatching(/^campo obrigatório: envie o conteúdo na parte file/)]);
    expect(messagesFor(fileUploadFormSchema, { file: "JVBERi0x" }, "file")).toEqual([expect.stringMatching(/^envie o conteúdo na parte file .*até 10 MiB/)]);
  });

  test("fileName follows the upload item's rule; unknown parts are refused by name", () => {
    expect(messagesFor(fileUploadFormSchema, { file: pdf(), fileName: "pasta/termo.pdf" }, "fileName")).toEqual([expect.stringMatching(/sem pastas/)]);
    expect(fieldErrorsOf(fileUploadFormSchema, { file: pdf(), fileType: "Authorization" })).toEqual([
      { field: "fileType", message: expect.stringMatching(/^campo desconhecido: fileType .*file ou fileName/) },
    ]);
  });
});

describe("file metadata", () => {
  test("id, name, recognised type, size within the limit, SHA-256", () => {
    const metadata = { id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", fileName: "termo.pdf", contentType: "application/pdf", sizeInBytes: 10, sha256: "0".repeat(64) };
    expect(fieldErrorsOf(fileMetadataSchema, metadata)).toEqual([]);
    expect(fieldErrorsOf(fileMetadataSchema, { ...metadata, contentType: "image/gif", sizeInBytes: 10 * 1024 * 1024 + 1 }).map(({ field }) => field).sort()).toEqual(["contentType", "sizeInBytes"]);
  });
});
