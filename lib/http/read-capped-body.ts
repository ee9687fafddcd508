/**
 * Reads a body into memory without ever holding more than a limit: the declared `Content-Length` is judged
 * first (nothing is read when it is over), then the stream is read chunk by chunk and abandoned (cancelled) as
 * soon as one byte more than the limit has arrived. At most one chunk past the limit is ever buffered. Used
 * for the multipart file upload; the client uses `readStreamCapped` for downloads.
 */

export type CappedRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "declared-length" | "stream-length"; bytesRead: number };

/** The `Content-Length` header as a number, or `undefined` when absent or not a plain decimal. */
export function declaredLength(headers: Headers): number | undefined {
  const value = headers.get("content-length")?.trim();
  if (value === undefined || !/^\d{1,16}$/.test(value)) return undefined;
  return Number(value);
}

/** A stream's bytes, or `ok: false` once more than `maxBytes` arrived (the stream is then cancelled). */
export async function readStreamCapped(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<CappedRead> {
  if (stream === null) return { ok: true, bytes: new Uint8Array(0) };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "stream-length", bytesRead: total };
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return { ok: true, bytes: concat(chunks, total) };
}

/** A request's or response's body within `maxBytes`: the declared length first, then the stream. */
export async function readBodyCapped(message: { headers: Headers; body: ReadableStream<Uint8Array> | null }, maxBytes: number): Promise<CappedRead> {
  const declared = declaredLength(message.headers);
  if (declared !== undefined && declared > maxBytes) {
    await message.body?.cancel().catch(() => undefined);
    return { ok: false, reason: "declared-length", bytesRead: 0 };
  }
  return readStreamCapped(message.body, maxBytes);
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
