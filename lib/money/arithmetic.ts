import { cents } from "./cents";
import { divideRoundingHalfUp, toExactDecimal } from "./decimal-string";
import { MoneyError } from "./money-error";
import type { Cents } from "./types";

/*
 * Arithmetic that keeps amounts integer. Sums and differences of safe integers are exact as long as the
 * result is a safe integer, which `cents()` checks (it throws `MoneyError` on overflow).
 */

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce<Cents>(addCents, cents(0));
}

/**
 * amount × rate, rounded half away from zero to whole cents (R$ 0,005 → R$ 0,01; -R$ 0,005 → -R$ 0,01).
 * `rate` is a plain fraction (0.0038 for 0,38 %), taken as the decimal it is written as, so
 * 150 × 0.0038 = 0.57 exactly rather than the float 0.5699999…; the product is computed in BigInt.
 */
export function multiplyCentsByRate(amount: Cents, rate: number): Cents {
  if (!Number.isFinite(rate)) throw new MoneyError("NOT_FINITE", `rate must be finite, got ${rate}`);
  const { mantissa, scale } = toExactDecimal(rate);
  const product = divideRoundingHalfUp(BigInt(cents(amount)) * mantissa, 10n ** BigInt(scale));
  if (product > BigInt(Number.MAX_SAFE_INTEGER) || product < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError("OUT_OF_RANGE", `${amount} × ${rate} is beyond safe integer cents`);
  }
  return cents(Number(product));
}
