import "server-only";
import { isCreditApiError } from "@/lib/credit-client";
import { ActionRefusal, creditFailureCode, type ActionErrorCode } from "./action-result";

export interface ExpectedFailure {
  readonly code: ActionErrorCode;
  readonly message: string;
  readonly fieldErrors?: Record<string, string>;
  /** The credit API limited the calls (429): when to try again, in seconds, if it said. */
  readonly rateLimited?: { readonly retryAfterSeconds: number | undefined };
}

/** The HTTP status a portal route answers for each refusal. */
export const STATUS_BY_CODE: Readonly<Record<ActionErrorCode, number>> = {
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  invalid: 400,
  upstream: 502,
  "bad-origin": 403,
};

/**
 * What a handler threw that a person can be told about: a refusal of ours, or the credit API's (its message and
 * the fields it names). Null for anything else, which is logged and answered with a generic message.
 */
export function expectedFailure(error: unknown): ExpectedFailure | null {
  if (error instanceof ActionRefusal) return { code: error.code, message: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) };
  if (isCreditApiError(error)) {
    const fieldErrors = error.toFormErrors();
    return {
      code: creditFailureCode(error.kind),
      message: error.userMessage,
      ...(Object.keys(fieldErrors).length > 0 && { fieldErrors }),
      ...(error.kind === "rate-limited" && { rateLimited: { retryAfterSeconds: error.retryAfterSeconds } }),
    };
  }
  return null;
}
