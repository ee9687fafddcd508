import { z } from "zod";
import { toFieldErrors as contractFieldErrors } from "@/lib/contract/errors";
import { logger as rootLogger, type Logger } from "@/lib/log/logger";
import { appErrorResponse } from "./app-error-response";
import { correlationIdOf } from "./correlation-id";
import { AppError, isAppError } from "./errors";
import type { FieldError } from "./problem";

export type RouteHandler<Req extends Request, Context> = (
  request: Req,
  context: Context,
) => Response | Promise<Response>;

export type ProblemHandlingOptions = {
  /** Formats zod issues; defaults to the contract's formatter (JSON paths, the schemas' pt-BR messages). */
  toFieldErrors?: (error: z.core.$ZodError) => FieldError[];
  logger?: Logger;
};

/**
 * Wraps a Next.js route handler so that whatever it throws becomes an RFC 9457 problem response:
 * - AppError → its status, type, title and user message (field errors included);
 * - ZodError → 400 VALIDATION with `errors: [{ field, message }]`;
 * - SyntaxError from `request.json()` (body already read) → 400 MALFORMED_BODY "Corpo JSON inválido.";
 * - anything else → 500 INTERNAL with a generic message: no stack, no internal message, no personal data.
 * Every problem carries a `traceId` (also the `x-request-id` header) that is in the log line written for
 * it, through lib/log, so support can find the cause from what the caller received.
 */
export function withProblemHandling<Req extends Request, Context>(
  handler: RouteHandler<Req, Context>,
  options: ProblemHandlingOptions = {},
): (request: Req, context: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (thrown) {
      return problemForThrown(thrown, request, options);
    }
  };
}

function problemForThrown(thrown: unknown, request: Request, options: ProblemHandlingOptions): Response {
  const traceId = correlationIdOf(request);
  const log = (options.logger ?? rootLogger).child({ traceId, method: request.method, path: pathOf(request) });
  const error = toAppError(thrown, request, options.toFieldErrors ?? contractFieldErrors);

  if (error.status >= 500) {
    log.error("requisição falhou", { status: error.status, code: error.code, err: thrown });
  } else {
    const fields = error.fieldErrors?.map(({ field }) => field);
    log.info("requisição recusada", { status: error.status, code: error.code, reason: error.message, fields });
  }
  return appErrorResponse(error, traceId);
}

function toAppError(
  thrown: unknown,
  request: Request,
  toFieldErrors: (error: z.core.$ZodError) => FieldError[],
): AppError {
  if (isAppError(thrown)) return thrown;
  // The client went away while its body was read: nothing failed here, and nobody reads the answer.
  if (request.signal?.aborted || isClientAbort(thrown)) {
    return new AppError("MALFORMED_BODY", { message: "client aborted the request", userMessage: "Requisição interrompida pelo cliente antes do fim do corpo.", cause: thrown });
  }
  if (thrown instanceof z.core.$ZodError) {
    return new AppError("VALIDATION", { message: "request validation failed", fieldErrors: toFieldErrors(thrown) });
  }
  // Only a body the handler read itself: a SyntaxError from elsewhere (e.g. an upstream reply) is a 500.
  if (thrown instanceof SyntaxError && request.bodyUsed) {
    return new AppError("MALFORMED_BODY", { message: "request body is not valid JSON", cause: thrown });
  }
  return new AppError("INTERNAL", { message: "unhandled error", cause: thrown });
}

function isClientAbort(thrown: unknown, depth = 0): boolean {
  const error = thrown as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!error || typeof error !== "object") return false;
  if (error.name === "AbortError" || error.name === "ResponseAborted" || error.code === "ECONNRESET" || error.code === "ABORT_ERR") return true;
  if (typeof error.message === "string" && /^(aborted|terminated|The operation was aborted)/.test(error.message)) return true;
  return depth < 3 && error.cause !== undefined && isClientAbort(error.cause, depth + 1);
}

/** The path without the query string: queries may carry a CPF (`?registrationNumber=`). */
function pathOf(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "(unknown)";
  }
}
