import { describe, expect, test } from "vitest";
import { samplePng } from "@/test/support/sample-files";
import { fileContentResponse } from "./file-content-response";

const content = samplePng("fixed");
const file = {
  id: "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f",
  correspondentId: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  fileName: "RG frente (cópia).png",
  contentType: "image/png",
  sizeInBytes: content.byteLength,
  sha256: "b".repeat(64),
  content,
};

const get = (headers: Record<string, string> = {}) => new Request(`http://localhost/v1/File/${file.id}`, { headers });

describe("fileContentResponse", () => {
  test("answers the bytes as an attachment of the recognised type, never sniffed, with the digest as ETag", async () => {
    const response = fileContentResponse(file, get());
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(content.byteLength),
      "content-disposition": `attachment; filename="RG frente (copia).png"; filename*=UTF-8''RG%20frente%20%28c%C3%B3pia%29.png`,
      "x-content-type-options": "nosniff",
      etag: `"${file.sha256}"`,
      "cache-control": "private, no-cache, no-transform",
    });
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(content);
  });

  test.each([`"${"b".repeat(64)}"`, `W/"x", W/"${"b".repeat(64)}"`, "*"])("If-None-Match %s answers 304 without a body", async (ifNoneMatch) => {
    const response = fileContentResponse(file, get({ "if-none-match": ifNoneMatch }));
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(`"${file.sha256}"`);
    expect(await response.text()).toBe("");
  });

  test("another ETag gets the content", () => {
    expect(fileContentResponse(file, get({ "if-none-match": `"${"c".repeat(64)}"` })).status).toBe(200);
  });
});
