import { AppError } from "@/lib/http";
import { readBodyCapped } from "@/lib/http/read-capped-body";

/** `multipart/form-data; boundary=...` (parameters in any order), read without a pattern over the header. */
function isMultipartFormData(contentType: string): boolean {
  const [mediaType = "", ...parameters] = contentType.split(";");
  return mediaType.trim().toLowerCase() === "multipart/form-data" && parameters.some((parameter) => parameter.trim().toLowerCase().startsWith("boundary="));
}

export interface MultipartLimits {
  /** The largest body read; more is refused with 413 before it is read. */
  readonly maxBodyBytes: number;
  /** The part the 413 and 415 name (the file's part). */
  readonly field: string;
  /** What the 413 says was expected (e.g. "até 10 MiB"). */
  readonly tooLargeMessage: string;
}

/**
 * A `multipart/form-data` body as a plain object of its parts (strings and Files), for the route's zod schema.
 * - another content type, or no boundary → 415 naming the part;
 * - a body over `maxBodyBytes` (declared or streamed) → 413 naming the part, the rest never read;
 * - a body the parser refuses → 400 MALFORMED_BODY; a part sent twice → 400 naming it.
 * The body is parsed only once it is known to be within the limit, by the platform's own parser.
 */
export async function readMultipartBody(request: Request, limits: MultipartLimits): Promise<Record<string, FormDataEntryValue>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!isMultipartFormData(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
      message: `expected multipart/form-data, got ${contentType.slice(0, 100) || "(none)"}`,
      userMessage: "Envie o corpo como multipart/form-data (Content-Type: multipart/form-data; boundary=...), com o arquivo na parte file.",
      fieldErrors: [{ field: limits.field, message: "envie o arquivo numa parte file de um corpo multipart/form-data" }],
    });
  }

  const read = await readBodyCapped(request, limits.maxBodyBytes);
  if (!read.ok) {
    throw new AppError("PAYLOAD_TOO_LARGE", {
      message: `multipart body over ${limits.maxBodyBytes} bytes (${read.reason})`,
      userMessage: `Arquivo grande demais: ${limits.tooLargeMessage}.`,
      fieldErrors: [{ field: limits.field, message: limits.tooLargeMessage }],
    });
  }

  let form: FormData;
  try {
    form = await new Response(read.bytes, { headers: { "content-type": contentType } }).formData();
  } catch (cause) {
    throw new AppError("MALFORMED_BODY", {
      message: "multipart body does not parse",
      userMessage: "Corpo multipart/form-data inválido: confira o boundary e os cabeçalhos de cada parte.",
      cause,
    });
  }

  const parts: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form.entries()) {
    if (Object.hasOwn(parts, name)) {
      throw new AppError("VALIDATION", {
        message: `multipart part ${name} repeated`,
        fieldErrors: [{ field: name, message: `envie uma única parte ${name}` }],
      });
    }
    parts[name] = value;
  }
  return parts;
}
