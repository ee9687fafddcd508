import { CREDIT_BODY_LIMITS } from "@/lib/contract/body-limits";
import { AppError } from "./errors";
import { readStreamCapped } from "./read-capped-body";

/**
 * Request bodies read with a byte cap, before any parsing: the declared `Content-Length` is checked first
 * (a 413 without reading a byte), then the stream is read chunk by chunk and cancelled as soon as it passes the
 * cap (a chunked body has no length to check). Every route reads its body through here with its own limit:
 * JSON routes with BODY_LIMITS.json (readJsonBody), forms with BODY_LIMITS.form, a file upload with its own
 * (readFormData with e.g. 10 MiB plus the multipart envelope).
 */
export const BODY_LIMITS = {
  /** The largest JSON body of the credit API, as the contract publishes it. */
  json: CREDIT_BODY_LIMITS.json,
  /** `application/x-www-form-urlencoded` token requests. */
  form: CREDIT_BODY_LIMITS.form,
  /** MCP JSON-RPC messages (a `dados` payload is a creation body: a few kB). */
  mcp: 64 * 1024,
} as const;

export interface BodyLimitOptions {
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number;
}

export function payloadTooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", {
    message: `request body above ${maxBytes} bytes`,
    userMessage: `Corpo da requisição grande demais: o limite desta rota é ${formatBytes(maxBytes)}.`,
  });
}

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** 413 when the declared length is above the cap, 400 when it is not a length at all. */
export function checkDeclaredLength(headers: Headers, maxBytes: number): void {
  const declared = headers.get("content-length");
  if (declared === null) return;
  if (!/^\d{1,15}$/.test(declared.trim())) {
    throw new AppError("MALFORMED_BODY", { message: "invalid content-length", userMessage: "Cabeçalho Content-Length inválido." });
  }
  if (Number(declared) > maxBytes) throw payloadTooLarge(maxBytes);
}

/** The body's bytes, at most `maxBytes` of them (413 beyond); empty when there is no body. */
export async function readBodyBytes(request: Request, { maxBytes }: BodyLimitOptions): Promise<Uint8Array<ArrayBuffer>> {
  checkDeclaredLength(request.headers, maxBytes);
  const read = await readStreamCapped(request.body, maxBytes);
  if (!read.ok) throw payloadTooLarge(maxBytes);
  return read.bytes;
}

/** The body as UTF-8 text (400 when the bytes are not valid UTF-8), at most `maxBytes`. */
export async function readBodyText(request: Request, options: BodyLimitOptions): Promise<string> {
  return decodeUtf8(await readBodyBytes(request, options));
}

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new AppError("MALFORMED_BODY", { message: "request body is not valid UTF-8", userMessage: "Corpo da requisição com UTF-8 inválido.", cause });
  }
}

/**
 * A `multipart/form-data` (or urlencoded) body parsed only after it was read within the cap: for upload routes,
 * e.g. `readFormData(request, { maxBytes: 10 * 1024 * 1024 + 64 * 1024 })`.
 */
export async function readFormData(request: Request, options: BodyLimitOptions): Promise<FormData> {
  const bytes = await readBodyBytes(request, options);
  const contentType = request.headers.get("content-type") ?? "";
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch (cause) {
    throw new AppError("MALFORMED_BODY", { message: "request body is not a form", userMessage: "Corpo de formulário inválido.", cause });
  }
}
