import { describe, expect, test } from "vitest";
import { AppError } from "@/lib/http";
import { duplicateUploadErrors, identitiesOf, requireNoDuplicateUploads } from "./duplicate-uploads";

const sha = (digit: string) => digit.repeat(64);
const stored = { id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", fileType: "Authorization", fileName: "termo.pdf", sha256: sha("a") };

describe("duplicate uploads", () => {
  test("new documents, different in name and content, pass", () => {
    expect(duplicateUploadErrors([stored], [{ fileType: "Others", fileName: "rg.png", sha256: sha("b") }, { fileType: "Others", fileName: "cnh.png" }])).toEqual([]);
  });

  test("the same type and name as a stored document is named at fileName (spec, upload rule 3), whatever the case", () => {
    expect(duplicateUploadErrors([stored], [{ fileType: "Authorization", fileName: " TERMO.pdf" }])).toEqual([
      { field: "uploads[0].fileName", message: expect.stringMatching(/^documento já anexado \(Authorization, {2}TERMO\.pdf\)/) },
    ]);
  });

  test("the same content under another name is named at fileId, naming the stored document", () => {
    expect(duplicateUploadErrors([stored], [{ fileType: "Others", fileName: "copia.pdf", sha256: sha("a") }])).toEqual([
      { field: "uploads[0].fileId", message: `mesmo conteúdo (SHA-256) do documento já anexado ${stored.id} (Authorization, termo.pdf): é o mesmo documento; anexe cada arquivo uma vez` },
    ]);
  });

  test("the same content twice in one request names the earlier item", () => {
    const items = [
      { fileType: "Authorization", fileName: "termo.pdf", sha256: sha("c") },
      { fileType: "Others", fileName: "rg.png", sha256: sha("d") },
      { fileType: "Others", fileName: "termo-copia.pdf", sha256: sha("c") },
    ];
    expect(duplicateUploadErrors([], items, "newPersonAndAccount.person.uploads")).toEqual([
      { field: "newPersonAndAccount.person.uploads[2].fileId", message: expect.stringContaining("do item newPersonAndAccount.person.uploads[0]:") },
    ]);
  });

  test("metadata-only items never collide by content", () => {
    expect(duplicateUploadErrors([{ ...stored, sha256: null }], [{ fileType: "Others", fileName: "a.pdf" }, { fileType: "Others", fileName: "b.pdf", sha256: null }])).toEqual([]);
  });

  test("requireNoDuplicateUploads refuses with 409 and every duplicate", () => {
    let thrown: unknown;
    try {
      requireNoDuplicateUploads([stored], [{ ...stored }]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 409, code: "ALREADY_EXISTS" });
    expect((thrown as AppError).fieldErrors?.map(({ field }) => field)).toEqual(["uploads[0].fileName", "uploads[0].fileId"]);
  });

  test("identitiesOf takes the digest of each linked file", () => {
    const fileId = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
    const files = new Map([[fileId, { id: fileId, sha256: sha("e"), contentType: "image/png", sizeInBytes: 10 }]]);
    expect(identitiesOf([{ fileType: "Others", fileName: "a.png", fileId }, { fileType: "Others", fileName: "b.png" }], files)).toEqual([
      { fileType: "Others", fileName: "a.png", sha256: sha("e") },
      { fileType: "Others", fileName: "b.png", sha256: null },
    ]);
  });
});
