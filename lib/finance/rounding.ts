/**
 * THE ROUNDING RULE OF lib/finance (stated once, used everywhere):
 *
 *   Every money amount is an integer number of cents. A computed amount is rounded to the cent with
 *   "half up" (half away from zero: 0.5 cent becomes 1 cent, -0.5 becomes -1), once, at the moment the
 *   amount is fixed: each installment (Price), each amortization (SAC), each period's interest, the total
 *   IOF, the issuance cost. The last installment then absorbs the residue: its principal is the remaining
 *   balance, so the sum of principals equals the financed amount exactly and the final balance is zero.
 *
 *   Published percentages (yearly rate, CET monthly and yearly) are rounded to 2 decimals, half up
 *   (Res. CMN 4.881/2020 art. 4 asks for the CET as a yearly percentage with two decimals).
 *
 * Floating point: a value that is mathematically x.5 can be computed as x.4999999999999; the tolerance
 * below (1e-12 relative, i.e. under a thousandth of a cent for amounts up to R$ 10 million) makes such a
 * value round up as the rule says, and is far below any amount that matters.
 */

const RELATIVE_TOLERANCE = 1e-12;

/** Rounds to the nearest integer, halves away from zero (half up for the non-negative amounts of a plan). */
export function roundHalfUp(x: number): number {
  const a = x < 0 ? -x : x;
  const tol = (a > 1 ? a : 1) * RELATIVE_TOLERANCE;
  const r = Math.floor(a + 0.5 + tol);
  return x < 0 ? (r === 0 ? 0 : -r) : r;
}

/** Rounds a percentage (or any number) to `decimals` places, half up, with the same tolerance. */
export function roundDecimalsHalfUp(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return roundHalfUp(x * f) / f;
}

/** A rate given as a fraction (0.0095) to a percentage with 2 decimals, half up (0.95). */
export function toPercent2(fraction: number): number {
  return roundDecimalsHalfUp(fraction * 100, 2);
}

/** Truncates to the cent (towards zero). Only to reproduce published figures that truncate (the BCB's). */
export function truncateToCent(amountInReais: number): number {
  return Math.trunc(amountInReais * 100 + (amountInReais >= 0 ? 1e-9 : -1e-9)) / 100;
}
