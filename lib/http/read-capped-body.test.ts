import { describe, expect, test } from "vitest";
import { declaredLength, readBodyCapped, readStreamCapped } from "./read-capped-body";

/** A stream of `chunks` chunks of `size` bytes that counts how many it was asked for. */
function countingStream(chunks: number, size: number) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(pulled % 256));
    },
    cancel() {
      cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

describe("readStreamCapped", () => {
  test("reads a body within the limit whole, in order", async () => {
    const { stream } = countingStream(3, 4);
    const read = await readStreamCapped(stream, 12);
    expect(read).toEqual({ ok: true, bytes: new Uint8Array([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]) });
  });

  test("stops one chunk past the limit and cancels the stream: the rest is never pulled", async () => {
    const source = countingStream(1000, 1024);
    const read = await readStreamCapped(source.stream, 10 * 1024);
    expect(read).toEqual({ ok: false, reason: "stream-length", bytesRead: 11 * 1024 });
    expect(source.pulled()).toBe(11);
    expect(source.cancelled()).toBe(true);
  });

  test("no body is an empty body", async () => {
    expect(await readStreamCapped(null, 10)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });
});

describe("readBodyCapped", () => {
  test("a declared Content-Length over the limit is refused without reading anything", async () => {
    const source = countingStream(1000, 1024);
    const read = await readBodyCapped({ headers: new Headers({ "content-length": String(20 * 1024 * 1024) }), body: source.stream }, 1024 * 1024);
    expect(read).toEqual({ ok: false, reason: "declared-length", bytesRead: 0 });
    expect(source.pulled()).toBe(0);
    expect(source.cancelled()).toBe(true);
  });

  test("a body longer than its declared length is still stopped at the limit", async () => {
    const source = countingStream(100, 1024);
    const read = await readBodyCapped({ headers: new Headers({ "content-length": "10" }), body: source.stream }, 4096);
    expect(read).toMatchObject({ ok: false, reason: "stream-length" });
    expect(source.pulled()).toBe(5);
  });

  test("a Request within the limit is read", async () => {
    const request = new Request("http://localhost/v1/File", { method: "POST", body: "abc" });
    expect(await readBodyCapped(request, 3)).toEqual({ ok: true, bytes: new TextEncoder().encode("abc") });
  });
});

describe("declaredLength", () => {
  test.each([
    ["123", 123],
    [" 0 ", 0],
    ["-1", undefined],
    ["1e9", undefined],
    ["12, 12", undefined],
  ])("%j → %j", (value, expected) => {
    expect(declaredLength(new Headers({ "content-length": value }))).toBe(expected);
  });

  test("absent → undefined", () => {
    expect(declaredLength(new Headers())).toBeUndefined();
  });
});
