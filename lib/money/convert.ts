import { cents } from "./cents";
import { centsToDecimalString } from "./decimal-string";
import { MAX_AMOUNT_CENTS } from "./limits";
import { MoneyError } from "./money-error";
import type { Cents, Reais } from "./types";

const MAX_AMOUNT_REAIS = MAX_AMOUNT_CENTS / 100;

/**
 * How far a double may sit from a whole-cent amount and still count as that amount: a ten-millionth of a
 * cent. It absorbs the representation noise of float sums (0.1 + 0.2 = 0.30000000000000004 → 30 cents)
 * and is far too small to hide a real third decimal (1.005 is refused). Noise accumulated beyond it, e.g.
 * from summing thousands of floats, is refused rather than guessed: sum in cents instead.
 */
const FLOAT_NOISE_TOLERANCE_REAIS = 1e-9;

/**
 * Reais → cents, exactly: R$ 0,29 → 29, 1234.56 → 123456. Throws `MoneyError` for non-finite values,
 * more than two decimals or magnitudes above `MAX_AMOUNT_CENTS`.
 */
export function reaisToCents(amount: Reais): Cents {
  if (!Number.isFinite(amount)) {
    throw new MoneyError("NOT_FINITE", `reais must be finite, got ${amount}`);
  }
  if (Math.abs(amount) > MAX_AMOUNT_REAIS) {
    throw new MoneyError("OUT_OF_RANGE", `reais out of range (|x| ≤ ${MAX_AMOUNT_REAIS}), got ${amount}`);
  }
  // toFixed rounds the double's exact binary value to 2 decimals as text: no `amount * 100` float error.
  const nearestCents = cents(Number(amount.toFixed(2).replace(".", "")));
  if (Math.abs(amount - nearestCents / 100) > FLOAT_NOISE_TOLERANCE_REAIS) {
    throw new MoneyError("TOO_MANY_DECIMALS", `reais must have at most 2 decimals, got ${amount}`);
  }
  return nearestCents;
}

/**
 * Cents → reais: 123456 → 1234.56. The result is the double nearest to the exact decimal, so
 * `reaisToCents(centsToReais(c)) === c` for every |c| ≤ `MAX_AMOUNT_CENTS`. Throws `MoneyError` otherwise.
 */
export function centsToReais(amount: Cents): Reais {
  const checked = cents(amount);
  if (Math.abs(checked) > MAX_AMOUNT_CENTS) {
    throw new MoneyError("OUT_OF_RANGE", `cents out of range (|x| ≤ ${MAX_AMOUNT_CENTS}), got ${amount}`);
  }
  return Number(centsToDecimalString(checked)) as Reais;
}

/**
 * Brands a number as reais, normalised to the exact two-decimal double (so `reais(0.1 + 0.2) === 0.3`).
 * Throws `MoneyError` like `reaisToCents`.
 */
export function reais(value: number): Reais {
  return centsToReais(reaisToCents(value as Reais));
}

/** True when `value` is already a normalised `Reais`: finite, in range, exactly a whole number of cents. */
export function isReais(value: unknown): value is Reais {
  if (typeof value !== "number" || !Number.isFinite(value)) return false;
  if (Math.abs(value) > MAX_AMOUNT_REAIS) return false;
  return Number(value.toFixed(2)) === value;
}
