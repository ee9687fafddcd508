/** Why a money value was refused. Callers branch on `code`; `message` is for logs and developers. */
export type MoneyErrorCode = "NOT_FINITE" | "NOT_INTEGER" | "TOO_MANY_DECIMALS" | "OUT_OF_RANGE";

/**
 * Thrown by lib/money when a number cannot be an exact amount. These are programming errors (the value
 * came from code, not from an operator): operator input goes through `parseReaisInput`, which never throws.
 */
export class MoneyError extends Error {
  override readonly name = "MoneyError";

  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
  }
}
