/**
 * What went wrong in a call to the credit API, in the terms a server action needs to decide what to show:
 * a form error, a "not yours" page, a retry hint, or a support message.
 */
export const CREDIT_API_ERROR_KINDS = [
  "validation", // 400 (422, 413, 415): the request broke a rule, a size or a type; `fieldErrors` names the fields
  "credentials", // the token request was refused: the configured client_id/client_secret are wrong
  "unauthorized", // 401 even after renewing the token once
  "forbidden", // 403: the record belongs to another correspondent, or the action is not allowed
  "not-found", // 404
  "conflict", // 409: the status does not allow the action, duplicate, idempotency key reused
  "rate-limited", // 429
  "server", // 5xx
  "timeout", // no complete answer within the client's timeout
  "network", // no answer at all (connection refused, DNS, reset)
  "contract", // an answer outside the contract: a 2xx that fails the response schema, a redirect, an odd status
] as const;

export type CreditApiErrorKind = (typeof CREDIT_API_ERROR_KINDS)[number];

/** The kind of an HTTP error status of an API call (the token request maps its refusals to "credentials"). */
export function kindForStatus(status: number): CreditApiErrorKind {
  // 413 and 415 name the part at fault (a file too large or not PDF/JPEG/PNG): the form shows them in place.
  if (status === 400 || status === 422 || status === 413 || status === 415) return "validation";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 408) return "timeout";
  if (status === 409) return "conflict";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  // 3xx (the API never redirects: a wrong base URL), 405...: the client and the server disagree.
  return "contract";
}
