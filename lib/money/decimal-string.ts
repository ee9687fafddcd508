/**
 * Exact decimal text ⇄ integer helpers. lib/money never multiplies a float by 100: it goes through these
 * strings, whose digits are exact, and integer arithmetic (Number for safe integers, BigInt beyond).
 */

/** `-123456` cents → `"-1234.56"`. Exact for every safe integer (no float division of the fraction). */
export function centsToDecimalString(amount: number): `${number}` {
  const magnitude = Math.abs(amount);
  const fraction = magnitude % 100;
  const whole = (magnitude - fraction) / 100; // a multiple of 100 divided by 100: exact
  const sign = amount < 0 ? "-" : "";
  return `${sign}${whole}.${String(fraction).padStart(2, "0")}` as `${number}`;
}

/** A decimal number as an exact fraction: value = mantissa / 10^scale. */
export type ExactDecimal = { mantissa: bigint; scale: number };

const DECIMAL_NOTATION = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * The exact decimal that `String(value)` writes for a finite number (its shortest round-trip form, e.g.
 * 0.0038 → 38 / 10^4, 1.5e-7 → 15 / 10^8). That is the number the author of the literal meant.
 */
export function toExactDecimal(value: number): ExactDecimal {
  const match = DECIMAL_NOTATION.exec(String(value));
  if (!match) throw new RangeError(`not a finite decimal: ${value}`);
  const [, sign = "", whole = "0", fraction = "", exponent = "0"] = match;
  const mantissa = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { mantissa, scale } : { mantissa: mantissa * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator / denominator rounded half away from zero ("arredondamento comercial"). */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = 2n * (n % d) >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}
