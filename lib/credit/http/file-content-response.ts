import { attachmentDisposition } from "../files/safe-file-name";
import type { FileContentRow } from "../files/get-file-content";

/**
 * The answer of `GET /v1/File/{id}`: the stored bytes as an attachment, typed as recognised at upload (never
 * sniffed by the browser), ETag = the SHA-256; `If-None-Match` with it answers 304. Documents carry personal
 * data: not stored by shared caches, never transformed on the way, sandboxed if a browser renders one in place.
 */
export function fileContentResponse(file: FileContentRow, request: Request): Response {
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "content-type": file.contentType,
    "content-disposition": attachmentDisposition(file.fileName),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    // no-transform: the server's gzip would re-encode already compressed bytes and drop Content-Length.
    "cache-control": "private, no-cache, no-transform",
    etag,
  });
  if (matchesEtag(request.headers.get("if-none-match"), file.sha256)) return new Response(null, { status: 304, headers });
  // Next.js 16 drops Content-Length from route handler answers (server/send-response.js, FORBIDDEN_HEADERS) and
  // sends them chunked; it is set for any other runtime. The size is also in the upload record (sizeInBytes).
  headers.set("content-length", String(file.sizeInBytes));
  return new Response(file.content as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** `If-None-Match: "a", W/"b"` or `*`: weak comparison, as RFC 9110 §13.1.2 asks for GET. */
function matchesEtag(header: string | null, sha256: string): boolean {
  if (header === null) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === `"${sha256}"` || tag === `W/"${sha256}"`;
  });
}
