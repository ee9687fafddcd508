import { maskText } from "@/lib/log/mask";

/*
 * RFC 9457 problem details. Every 4xx/5xx body of the API is one of these (DESIGN.md §3).
 *
 * `type` URIs are relative references ("/problems/validation"): RFC 9457 §3.1.1 allows them, they resolve
 * against the API's own base URL, so they stay stable across deployments and hosts, and the docs can
 * serve a page there. A problem with no specific type uses "about:blank" (RFC 9457 §4.2.1), meaning "see
 * the HTTP status". The kind → type table lives with the error codes (errors.ts).
 */

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

export const MAX_PROBLEM_FIELD_ERRORS = 50;

/** One invalid input. `field` is its JSON path in the request (`amortization.apr`, `items[0].amount`). */
export type FieldError = { field: string; message: string };

export type ProblemDetails = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldError[];
  /** Correlation id, also in the `x-request-id` header and in the server's log lines. */
  traceId?: string;
};

export type ProblemInit = {
  status: number;
  title: string;
  detail?: string;
  type?: string;
  errors?: readonly FieldError[];
  instance?: string;
  traceId?: string;
  headers?: HeadersInit;
};

/**
 * A `Response` whose body is a problem document. Texts (title, detail, field messages) pass through the
 * personal-data masker: a message that quotes a CPF or e-mail must not echo it back (DESIGN.md §5).
 */
export function problemResponse(init: ProblemInit): Response {
  const body: ProblemDetails = {
    type: init.type ?? "about:blank",
    title: maskText(init.title),
    status: init.status,
    ...(init.detail !== undefined && { detail: maskText(init.detail) }),
    ...(init.instance !== undefined && { instance: init.instance }),
    ...(init.errors !== undefined && {
      // Bounded like the contract's field errors: a hostile body cannot make the answer (or its masking) huge.
      errors: init.errors.slice(0, MAX_PROBLEM_FIELD_ERRORS).map(({ field, message }) => ({ field, message: maskText(message) })),
    }),
    ...(init.traceId !== undefined && { traceId: init.traceId }),
  };
  const headers = new Headers(init.headers);
  headers.set("content-type", PROBLEM_CONTENT_TYPE);
  headers.set("content-language", "pt-BR");
  headers.set("cache-control", "no-store");
  if (init.traceId !== undefined) headers.set("x-request-id", init.traceId);
  return new Response(JSON.stringify(body), { status: init.status, headers });
}
