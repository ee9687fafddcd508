import "server-only";
import type { FieldError } from "@/lib/http/problem";
import { problemResponse } from "@/lib/http/problem";
import { STATUS_BY_CODE, type ExpectedFailure } from "./expected-failure";

/**
 * A refusal as its status. The credit API limiting the portal's calls (429) is not the browser's doing, so not a 429
 * to it, and not a broken upstream (502) either: 503 with the upstream's Retry-After, the seconds in the detail.
 */
export function failureProblem(failure: ExpectedFailure): Response {
  if (!failure.rateLimited) return refusalProblem(STATUS_BY_CODE[failure.code], failure.message, failure.fieldErrors);
  return problemResponse({
    status: 503,
    title: "O serviço de crédito limitou as chamadas.",
    detail: failure.message,
    headers: retryAfterHeaders(failure.rateLimited.retryAfterSeconds),
  });
}

/** The upstream's Retry-After passed on in whole seconds (at least 1), when it gave one. */
export function retryAfterHeaders(retryAfterSeconds: number | undefined): Record<string, string> {
  return retryAfterSeconds === undefined ? {} : { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) };
}

/** A refusal of ours as a pt-BR problem+json, its field errors named. */
export function refusalProblem(status: number, title: string, fieldErrors?: Readonly<Record<string, string>>): Response {
  const errors: FieldError[] | undefined = fieldErrors && Object.entries(fieldErrors).map(([field, message]) => ({ field, message }));
  return problemResponse({ status, title, ...(errors && errors.length > 0 && { errors }) });
}
