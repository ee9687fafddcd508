import type { CreditApiErrorKind } from "@/lib/credit-client/error-kinds";

/**
 * What every portal server action returns: data, or an error a form can show (a message, and per-field
 * messages keyed by the form's field path). Actions never throw to the browser for expected failures.
 */
export type ActionErrorCode = "unauthenticated" | "forbidden" | "invalid" | "conflict" | "not-found" | "upstream" | "bad-origin";

export type ActionResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly code: ActionErrorCode; readonly message: string; readonly fieldErrors?: Readonly<Record<string, string>> };

export function actionError(code: ActionErrorCode, message: string, fieldErrors?: Record<string, string>): ActionResult<never> {
  return fieldErrors ? { ok: false, code, message, fieldErrors } : { ok: false, code, message };
}

/** A refusal inside an action's handler, turned into an `ActionResult` by `operatorAction`. */
export class ActionRefusal extends Error {
  constructor(
    readonly code: ActionErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ActionRefusal";
  }
}

const CODE_BY_CREDIT_KIND: Partial<Record<CreditApiErrorKind, ActionErrorCode>> = {
  validation: "invalid",
  forbidden: "forbidden",
  "not-found": "not-found",
  conflict: "conflict",
};

/** A credit API failure as an action's code; the rest (timeouts, 5xx, a broken contract) are "upstream". */
export function creditFailureCode(kind: CreditApiErrorKind): ActionErrorCode {
  return CODE_BY_CREDIT_KIND[kind] ?? "upstream";
}
