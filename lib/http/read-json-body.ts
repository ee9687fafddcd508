import type { z } from "zod";
import { AppError } from "./errors";

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a request's JSON body, telling apart the three ways it can be wrong:
 * - a declared content type that is not JSON, or a body with no content type → 415 UNSUPPORTED_MEDIA_TYPE;
 * - no body → 400 MALFORMED_BODY "Corpo JSON ausente.";
 * - text that is not JSON → 400 MALFORMED_BODY "Corpo JSON inválido." (the parser's message is not
 *   repeated: recent engines quote the body in it, and the body may hold personal data).
 * With a schema, the parsed body is validated too; a ZodError becomes a 400 validation problem in
 * withProblemHandling.
 */
export async function readJsonBody(request: Request): Promise<unknown>;
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>>;
export async function readJsonBody(request: Request, schema?: z.ZodType): Promise<unknown> {
  const contentType = request.headers.get("content-type");
  if (contentType !== null && !JSON_MEDIA_TYPE.test(contentType)) throw unsupportedMediaType(contentType);

  const text = await request.text();
  if (text.trim() === "") {
    throw new AppError("MALFORMED_BODY", { userMessage: "Corpo JSON ausente.", message: "empty request body" });
  }
  if (contentType === null) throw unsupportedMediaType("(none)");

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new AppError("MALFORMED_BODY", { message: "request body is not valid JSON", cause });
  }
  return schema ? schema.parseAsync(body) : body;
}

function unsupportedMediaType(received: string): AppError {
  return new AppError("UNSUPPORTED_MEDIA_TYPE", { message: `unsupported content-type: ${received}` });
}
