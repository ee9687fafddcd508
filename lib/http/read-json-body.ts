import type { z } from "zod";
import { AppError } from "./errors";
import { JSON_LIMITS, type JsonLimits, jsonLimitViolation, jsonNestsDeeperThan, nestingError } from "./json-limits";
import { BODY_LIMITS, readBodyText } from "./read-body";

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export interface JsonBodyOptions {
  /** Largest body accepted, in bytes (413 beyond); BODY_LIMITS.json by default. */
  readonly maxBytes?: number;
  readonly limits?: JsonLimits;
}

/**
 * Reads a request's JSON body with bounded work, telling apart the ways it can be wrong:
 * - a declared content type that is not JSON, or a body with no content type → 415 UNSUPPORTED_MEDIA_TYPE;
 * - a body above the byte cap → 413 PAYLOAD_TOO_LARGE, before it is parsed (read-body.ts);
 * - bytes that are not UTF-8 → 400 MALFORMED_BODY;
 * - no body → 400 MALFORMED_BODY "Corpo JSON ausente.";
 * - text that is not JSON → 400 MALFORMED_BODY "Corpo JSON inválido." (the parser's message is not
 *   repeated: recent engines quote the body in it, and the body may hold personal data);
 * - nesting, keys, strings or lists beyond JSON_LIMITS → 400 VALIDATION naming the field, before validation.
 * With a schema, the parsed body is validated too; a ZodError becomes a 400 validation problem in
 * withProblemHandling.
 */
export async function readJsonBody(request: Request, schema?: undefined, options?: JsonBodyOptions): Promise<unknown>;
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options?: JsonBodyOptions,
): Promise<z.output<Schema>>;
export async function readJsonBody(request: Request, schema?: z.ZodType, options: JsonBodyOptions = {}): Promise<unknown> {
  return parseJsonBody(await readJsonText(request, options), schema, options.limits);
}

/** The first half of readJsonBody: the media type checked, the text read within the cap, nothing parsed. */
export async function readJsonText(request: Request, options: Pick<JsonBodyOptions, "maxBytes"> = {}): Promise<string> {
  const contentType = request.headers.get("content-type");
  if (contentType !== null && !JSON_MEDIA_TYPE.test(contentType)) throw unsupportedMediaType(contentType);
  const text = await readBodyText(request, { maxBytes: options.maxBytes ?? BODY_LIMITS.json });
  if (contentType === null && text.trim() !== "") throw unsupportedMediaType("(none)");
  return text;
}

/** The second half of readJsonBody, for a body already read within its cap (e.g. hashed for idempotency first). */
export async function parseJsonBody(text: string, schema?: z.ZodType, limits: JsonLimits = JSON_LIMITS): Promise<unknown> {
  if (text.trim() === "") {
    throw new AppError("MALFORMED_BODY", { userMessage: "Corpo JSON ausente.", message: "empty request body" });
  }
  if (jsonNestsDeeperThan(text, limits.maxDepth)) {
    throw new AppError("VALIDATION", { message: "request body nests too deep", fieldErrors: [nestingError(limits)] });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new AppError("MALFORMED_BODY", { message: "request body is not valid JSON", cause });
  }
  const violation = jsonLimitViolation(body, limits);
  if (violation !== undefined) {
    throw new AppError("VALIDATION", { message: "request body beyond the JSON limits", fieldErrors: [violation] });
  }
  return schema ? schema.parseAsync(body) : body;
}

function unsupportedMediaType(received: string): AppError {
  return new AppError("UNSUPPORTED_MEDIA_TYPE", { message: `unsupported content-type: ${received}` });
}
