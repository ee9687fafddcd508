/**
 * Typed validation errors of lib/finance. `field` is the name of the calculation object's field
 * (`apr`, `numberOfPayments`, ...); the API prefixes it with the object's path (`amortization.apr`) and
 * turns the list into a 400 application/problem+json with `errors: [{ field, message }]`.
 */

export type FinanceErrorCode =
  | "required" // field missing
  | "invalid_value" // wrong type, not an integer, not an allowed value
  | "out_of_range" // outside the product's range or the legal limits
  | "model_mismatch" // amortizationType differs from the product's calculation model
  | "calculation_type_mismatch" // calculationType differs from the product's day-count criterion
  | "invalid_date" // not a date, or dates in the wrong order
  | "not_computable"; // valid inputs whose plan cannot exist (costs consume the whole amount, ...)

export interface FinanceFieldError {
  readonly field: string;
  readonly code: FinanceErrorCode;
  readonly message: string;
}

export function fieldError(field: string, code: FinanceErrorCode, message: string): FinanceFieldError {
  return { field, code, message };
}

/** "R$ 1.234,56", for messages only (lib/money owns the real pt-BR formatting). */
export function reaisForMessage(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const reais = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const centavos = String(abs % 100).padStart(2, "0");
  return `${negative ? "-" : ""}R$ ${reais},${centavos}`;
}
