import { MoneyError } from "./money-error";
import type { Cents } from "./types";

/** True when `value` can be a `Cents`: a safe integer (negative allowed, for differences and refunds). */
export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** Brands a number as cents; throws `MoneyError` unless it is a safe integer. `-0` becomes `0`. */
export function cents(value: number): Cents {
  if (!Number.isFinite(value)) throw new MoneyError("NOT_FINITE", `cents must be finite, got ${value}`);
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError("NOT_INTEGER", `cents must be a safe integer, got ${value}`);
  }
  return (value + 0) as Cents;
}

