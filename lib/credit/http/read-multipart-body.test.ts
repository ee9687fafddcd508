import { describe, expect, test } from "vitest";
import { AppError } from "@/lib/http";
import { samplePdf } from "@/test/support/sample-files";
import { readMultipartBody } from "./read-multipart-body";

const limits = { maxBodyBytes: 4096, field: "file", tooLargeMessage: "envie um arquivo de até 4 KiB" };

function multipart(form: FormData): Request {
  return new Request("http://localhost/v1/File", { method: "POST", body: form });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("readMultipartBody", () => {
  test("gives each part by name: files as File, fields as strings", async () => {
    const form = new FormData();
    form.append("file", new Blob([samplePdf("a")], { type: "application/pdf" }), "termo.pdf");
    form.append("fileName", "Termo.pdf");
    const parts = await readMultipartBody(multipart(form), limits);
    expect(parts.fileName).toBe("Termo.pdf");
    expect(parts.file).toBeInstanceOf(File);
    expect(parts.file).toMatchObject({ name: "termo.pdf", type: "application/pdf" });
    expect(new Uint8Array(await (parts.file as File).arrayBuffer())).toEqual(samplePdf("a"));
  });

  test.each([
    ["JSON", "application/json", '{"file":"JVBERi0x"}'],
    ["multipart without boundary", "multipart/form-data", "x"],
    ["no content type", null, "x"],
  ])("%s is 415 naming the file part", async (_label, contentType, body) => {
    const headers = new Headers(contentType === null ? {} : { "content-type": contentType });
    const error = await refusal(readMultipartBody(new Request("http://localhost/v1/File", { method: "POST", headers, body }), limits));
    expect(error).toMatchObject({ status: 415, fieldErrors: [{ field: "file" }] });
  });

  test("a body over the limit is 413 naming the file part", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(5000)]), "grande.pdf");
    const error = await refusal(readMultipartBody(multipart(form), limits));
    expect(error).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE", fieldErrors: [{ field: "file", message: "envie um arquivo de até 4 KiB" }] });
  });

  test("a part sent twice is 400 naming it", async () => {
    const form = new FormData();
    form.append("file", new Blob([samplePdf()]), "a.pdf");
    form.append("file", new Blob([samplePdf()]), "b.pdf");
    const error = await refusal(readMultipartBody(multipart(form), limits));
    expect(error).toMatchObject({ status: 400, fieldErrors: [{ field: "file", message: "envie uma única parte file" }] });
  });

  test("a body that does not parse as multipart is 400 MALFORMED_BODY", async () => {
    const request = new Request("http://localhost/v1/File", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: "--abc\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nno closing boundary",
    });
    expect(await refusal(readMultipartBody(request, limits))).toMatchObject({ status: 400, code: "MALFORMED_BODY" });
  });
});
