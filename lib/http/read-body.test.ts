import { describe, expect, it } from "vitest";
import { readBodyBytes, readBodyText, readFormData } from "./read-body";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/v1/File", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** A body with no declared length, delivered in chunks as a chunked upload would be. */
function streamOf(chunks: number, chunkBytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
  return { stream, pulled: () => pulled };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("readBodyBytes", () => {
  it("reads a body within the cap", async () => {
    expect(await readBodyText(post("abc"), { maxBytes: 3 })).toBe("abc");
    expect((await readBodyBytes(post(null), { maxBytes: 3 })).byteLength).toBe(0);
  });

  it("refuses a declared length above the cap with 413 naming the limit, before reading", async () => {
    const { stream, pulled } = streamOf(10, 1024);
    const error = await rejection(readBodyBytes(post(stream, { "content-length": "10240" }), { maxBytes: 4096 }));
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413, userMessage: "Corpo da requisição grande demais: o limite desta rota é 4 KiB." });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a body without a declared length as soon as it passes the cap", async () => {
    const { stream, pulled } = streamOf(1000, 1024);
    expect(await rejection(readBodyBytes(post(stream), { maxBytes: 10 * 1024 }))).toMatchObject({ status: 413 });
    expect(pulled()).toBeLessThan(20);
  });

  it("refuses a Content-Length that is not a number", async () => {
    expect(await rejection(readBodyBytes(post("x", { "content-length": "1e3" }), { maxBytes: 10 }))).toMatchObject({ code: "MALFORMED_BODY" });
  });
});

describe("readBodyText", () => {
  it("refuses bytes that are not UTF-8 with 400", async () => {
    const error = await rejection(readBodyText(post(new Uint8Array([0x7b, 0xff, 0x7d])), { maxBytes: 10 }));
    expect(error).toMatchObject({ code: "MALFORMED_BODY", status: 400, userMessage: "Corpo da requisição com UTF-8 inválido." });
  });
});

describe("readFormData", () => {
  it("parses a multipart body read within the cap, and refuses a larger one", async () => {
    const form = new FormData();
    form.set("file", new Blob(["%PDF-1.7 conteúdo"], { type: "application/pdf" }), "termo.pdf");
    const multipart = new Request("http://localhost/v1/File", { method: "POST", body: form });
    const parsed = await readFormData(multipart.clone(), { maxBytes: 64 * 1024 });
    expect((parsed.get("file") as File).name).toBe("termo.pdf");
    expect(await rejection(readFormData(multipart, { maxBytes: 64 }))).toMatchObject({ status: 413 });
  });
});
