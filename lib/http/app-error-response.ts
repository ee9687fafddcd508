import { APP_ERRORS, type AppError } from "./errors";
import { problemResponse } from "./problem";

/** The problem response for an AppError: its code's type and title, its user message, its field errors. */
export function appErrorResponse(error: AppError, traceId?: string): Response {
  const { type, title } = APP_ERRORS[error.code];
  const headers = new Headers();
  // RFC 6750 §3: a 401 for a bearer-protected resource names the scheme.
  if (error.code === "UNAUTHORIZED") headers.set("www-authenticate", 'Bearer realm="credito"');
  if (error.retryAfterSeconds !== undefined) {
    headers.set("retry-after", String(Math.max(0, Math.ceil(error.retryAfterSeconds))));
  }
  return problemResponse({
    status: error.status,
    type,
    title,
    detail: error.userMessage,
    ...(error.fieldErrors !== undefined && { errors: error.fieldErrors }),
    ...(traceId !== undefined && { traceId }),
    headers,
  });
}
