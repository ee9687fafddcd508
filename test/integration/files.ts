/** Helpers for integration tests of document content: send a file as a partner would (multipart), read it back. */
import { apiUrl } from "./credit-api";

export interface SentFile {
  /** The `file` part's own name. */
  name?: string;
  /** The `file` part's declared Content-Type; "" sends none (application/octet-stream). */
  type?: string;
  /** The optional `fileName` part. */
  fileName?: string;
}

/** `POST /v1/File` with one `file` part (and `fileName` when given). */
export async function sendFile(token: string, bytes: Uint8Array<ArrayBuffer>, sent: SentFile = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: sent.type ?? "" }), sent.name ?? "documento.pdf");
  if (sent.fileName !== undefined) form.append("fileName", sent.fileName);
  const response = await fetch(apiUrl("/v1/File"), { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

/** Sends a file that must be accepted; its metadata. */
export async function storedFile(token: string, bytes: Uint8Array<ArrayBuffer>, sent: SentFile = {}) {
  const response = await sendFile(token, bytes, sent);
  if (response.status !== 200) throw new Error(`file upload: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; fileName: string; contentType: string; sizeInBytes: number; sha256: string };
}

/** `GET /v1/File/{id}`: status, headers and the raw bytes. */
export async function readFile(token: string, id: string, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(`/v1/File/${id}`), { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
