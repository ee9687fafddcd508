import { describe, expect, test } from "vitest";
import { contactSchema } from "./contact";
import { fieldErrorsOf, messagesFor, uploadItem, without } from "./test-fixtures";
import { uploadItemSchema, uploadRecordSchema } from "./upload";

describe("upload item", () => {
  test.each(["Authorization", "SignedContract", "Others"])("fileType %s passes", (fileType) => {
    expect(fieldErrorsOf(uploadItemSchema, { ...uploadItem(), fileType, documentDate: "2026-05-01T00:00:00Z" })).toEqual([]);
  });

  test.each(["fileType", "fileName"])("%s is required", (field) => {
    expect(fieldErrorsOf(uploadItemSchema, without(uploadItem(), field))).toEqual([
      { field, message: expect.stringMatching(/^campo obrigatório/) },
    ]);
  });

  test.each([
    ["fileType", "Contract", /Authorization, SignedContract ou Others/],
    ["fileName", "termo", /nome do arquivo com extensão/],
    ["fileName", "pasta/termo.pdf", /sem pastas/],
    ["displayName", "", /rótulo exibido/],
    ["documentDate", "2026-05-01", /YYYY-MM-DDTHH:MM:SSZ/],
  ])("%s = %j is refused with the expected format", (field, value, message) => {
    expect(messagesFor(uploadItemSchema, { ...uploadItem(), [field]: value }, field)).toEqual([expect.stringMatching(message)]);
  });

  test("a file content field is not part of the item", () => {
    expect(fieldErrorsOf(uploadItemSchema, { ...uploadItem(), content: "JVBERi0x" })[0]?.field).toBe("content");
  });

  test("fileId links content sent by POST /v1/File; it must be a UUID", () => {
    expect(fieldErrorsOf(uploadItemSchema, { ...uploadItem(), fileId: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f" })).toEqual([]);
    expect(messagesFor(uploadItemSchema, { ...uploadItem(), fileId: "termo.pdf" }, "fileId")).toEqual([expect.stringMatching(/UUID/)]);
  });

  test("a linked record shows the content's digest, type and size; a metadata-only record stays valid", () => {
    const record = { ...uploadItem(), id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", createdAt: "2026-05-01T10:00:00Z" };
    const linked = { ...record, fileId: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", sha256: "a".repeat(64), contentType: "application/pdf", sizeInBytes: 2048 };
    expect(fieldErrorsOf(uploadRecordSchema, linked)).toEqual([]);
    expect(fieldErrorsOf(uploadRecordSchema, record)).toEqual([]);
    expect(fieldErrorsOf(uploadRecordSchema, { ...linked, contentType: "text/html", sha256: "A".repeat(64) }).map(({ field }) => field).sort()).toEqual(["contentType", "sha256"]);
  });

  test("the stored record adds id and createdAt", () => {
    const record = { ...uploadItem(), id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", createdAt: "2026-05-01T10:00:00Z" };
    expect(fieldErrorsOf(uploadRecordSchema, record)).toEqual([]);
  });
});

describe("contact", () => {
  test.each([
    ["Email", "nome@exemplo.com.br"],
    ["Cellphone", "11987654321"],
    ["WhatsApp", "21998765432"],
  ])("%s %s passes", (type, contact) => {
    expect(fieldErrorsOf(contactSchema, { type, contact })).toEqual([]);
  });

  test.each([
    ["Email", "nome-exemplo.com", /e-mail válido/],
    ["Cellphone", "(11) 98765-4321", /DDD \+ celular com 11 dígitos/],
    ["WhatsApp", "1133334444", /DDD \+ celular com 11 dígitos/],
  ])("%s %s is refused with the format for the type", (type, contact, message) => {
    expect(messagesFor(contactSchema, { type, contact }, "contact")).toEqual([expect.stringMatching(message)]);
  });

  test("an unknown type lists the accepted ones", () => {
    expect(messagesFor(contactSchema, { type: "Phone", contact: "11987654321" }, "type")).toEqual([
      expect.stringMatching(/Email, Cellphone ou WhatsApp/),
    ]);
  });
});
