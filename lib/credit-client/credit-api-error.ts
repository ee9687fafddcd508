import { maskText } from "@/lib/log/mask";
import type { CreditApiErrorKind } from "./error-kinds";
import { formErrorsOf, type CreditFieldError } from "./form-errors";
import { userMessageFor } from "./user-messages";

export interface CreditApiErrorInit {
  kind: CreditApiErrorKind;
  /** Route of the registry that failed (`issueToken` for the token request). */
  operationId: string;
  status?: number;
  title: string;
  detail?: string;
  fieldErrors?: readonly CreditFieldError[];
  traceId?: string;
  /** Seconds the server asked to wait (429 `Retry-After`). */
  retryAfterSeconds?: number;
  /** Kind "contract" on a 2xx: where the answer broke the response schema (paths only, never values). */
  issuePaths?: readonly string[];
  /** Overrides the pt-BR message derived from the kind. */
  userMessage?: string;
  cause?: unknown;
}

/** Survives duplicated module instances (server bundles), where `instanceof` would not. */
const BRAND = Symbol.for("credito-parceiros.CreditApiError");

/**
 * Every failure of a credit API call. `message` is for logs and names only the route, kind, status and the
 * problem's title; `userMessage` is for the operator; `fieldErrors` feed the form. Texts that came from the
 * server pass through the personal-data masker, so neither can carry a CPF, a token or a secret.
 */
export class CreditApiError extends Error {
  override readonly name = "CreditApiError";
  readonly [BRAND] = true;
  readonly kind: CreditApiErrorKind;
  readonly operationId: string;
  readonly status: number | undefined;
  readonly title: string;
  readonly detail: string | undefined;
  readonly fieldErrors: readonly CreditFieldError[];
  readonly traceId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly issuePaths: readonly string[];
  readonly userMessage: string;

  constructor(init: CreditApiErrorInit) {
    const title = maskText(init.title);
    const status = init.status === undefined ? "" : ` ${init.status}`;
    super(`credit API ${init.operationId}: ${init.kind}${status} (${title})`, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.status = init.status;
    this.title = title;
    this.detail = init.detail === undefined ? undefined : maskText(init.detail);
    this.fieldErrors = (init.fieldErrors ?? []).map(({ field, message }) => ({ field, message: maskText(message) }));
    this.traceId = init.traceId === undefined ? undefined : maskText(init.traceId);
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.issuePaths = init.issuePaths ?? [];
    this.userMessage =
      init.userMessage ??
      userMessageFor(init.kind, {
        detail: this.detail,
        hasFieldErrors: this.fieldErrors.length > 0,
        traceId: this.traceId,
        ...(init.retryAfterSeconds !== undefined && { retryAfterSeconds: init.retryAfterSeconds }),
      });
  }

  /** `{ [fieldName]: message }` for react-hook-form's `setError`; errors about the whole request under `root`. */
  toFormErrors(): Record<string, string> {
    return formErrorsOf(this.fieldErrors);
  }

  /** Like `toFormErrors`, for a sub-form: only the fields under `prefix` (e.g. `amortization`), prefix removed. */
  fieldErrorsFor(prefix?: string): Record<string, string> {
    return formErrorsOf(this.fieldErrors, prefix);
  }
}

export function isCreditApiError(value: unknown): value is CreditApiError {
  return value instanceof CreditApiError || (typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true);
}
