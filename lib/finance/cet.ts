/**
 * CET, custo efetivo total (Resolução CMN 4.881/2020, art. 4): the yearly rate that makes the amount
 * released to the borrower equal to the sum of every payment (installments with every embedded cost)
 * discounted by (1 + CET)^((d_j - d_0)/365), d_j - d_0 in calendar days, 365 fixed:
 *
 *   FC_0 = sum_j FC_j / (1 + CET)^((d_j - d_0)/365)
 *
 * expressed as a yearly percentage with two decimals (rounded half up, rounding.ts). The monthly figure
 * is (1 + CET_year)^(1/12) - 1, computed from the unrounded yearly rate and then rounded the same way.
 *
 * The Central Bank's consumer examples use whole monthly periods instead (t_j = j months, yearly =
 * (1 + monthly)^12 - 1): `cetWholeMonths` gives that convention for the published example. The API
 * uses the CMN 4.881 one (`cetYearlyByCalendarDays`).
 *
 * Root finding: with x = ln(1 + CET), f(x) = sum_j FC_j e^(-tau_j x) - FC_0 is strictly decreasing and
 * convex when the payments are positive, so it has exactly one root. Newton's method on x from the
 * "duration" estimate x_0 = ln(sum FC_j / FC_0) / (sum FC_j tau_j / sum FC_j) converges in a handful of
 * steps; every evaluation also tightens a bracket [lo, hi] and any Newton step that leaves it is
 * replaced by bisection, so the method converges for any valid plan. x is confined to [-20, 20]
 * (CET from -99.99999998% to about 4.85e8 x 100%), so the result is always a finite number, never NaN.
 */

/** Released amount and payments of an operation, with each payment's time in years from the release. */
export interface CashFlows {
  readonly released: number;
  readonly amounts: ArrayLike<number>;
  readonly years: ArrayLike<number>;
}

const X_MIN = -20;
const X_MAX = 20;

/**
 * The yearly rate r (a fraction) with released = sum_j amounts[j] / (1 + r)^years[j].
 * Throws RangeError for flows without a solution (nothing released, no positive payment, payment at time 0).
 */
export function solveYearlyRate(released: number, amounts: ArrayLike<number>, years: ArrayLike<number>): number {
  const n = amounts.length;
  let total = 0;
  let weighted = 0;
  for (let j = 0; j < n; j++) {
    const a = amounts[j] ?? 0;
    const t = years[j] ?? 0;
    if (a < 0 || t <= 0) throw new RangeError("CET: payments must be non-negative and after the release");
    total += a;
    weighted += a * t;
  }
  if (!(released > 0) || !(total > 0)) throw new RangeError("CET: needs a positive release and a positive payment");

  let lo = X_MIN;
  let hi = X_MAX;
  if (presentValueAtLog(lo, amounts, years) <= released) return Math.expm1(lo);
  if (presentValueAtLog(hi, amounts, years) >= released) return Math.expm1(hi);

  let x = Math.log(total / released) / (weighted / total);
  if (!(x > lo && x < hi)) x = 0;
  const tolerance = 1e-15;
  for (let iteration = 0; iteration < 200; iteration++) {
    let f = -released;
    let df = 0;
    for (let j = 0; j < n; j++) {
      const t = years[j] ?? 0;
      const v = (amounts[j] ?? 0) * Math.exp(-t * x);
      f += v;
      df -= t * v;
    }
    if (f === 0) return Math.expm1(x);
    if (f > 0) lo = x;
    else hi = x;
    let next = df < 0 ? x - f / df : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2; // Newton left the bracket: bisect
    if (Math.abs(next - x) <= tolerance * (1 + Math.abs(x)) || hi - lo <= tolerance) return Math.expm1(next);
    x = next;
  }
  return Math.expm1((lo + hi) / 2);
}

/** Present value at yearly rate r of the payments (to check a CET: it equals the released amount). */
export function presentValue(yearlyRate: number, amounts: ArrayLike<number>, years: ArrayLike<number>): number {
  return presentValueAtLog(Math.log1p(yearlyRate), amounts, years);
}

function presentValueAtLog(x: number, amounts: ArrayLike<number>, years: ArrayLike<number>): number {
  let pv = 0;
  for (let j = 0; j < amounts.length; j++) pv += (amounts[j] ?? 0) * Math.exp(-(years[j] ?? 0) * x);
  return pv;
}

/** Monthly equivalent of a yearly rate: (1 + r)^(1/12) - 1. */
export function monthlyFromYearly(yearlyRate: number): number {
  return Math.expm1(Math.log1p(yearlyRate) / 12);
}

/** Yearly equivalent of a monthly rate: (1 + i)^12 - 1. */
export function yearlyFromMonthly(monthlyRate: number): number {
  return Math.expm1(12 * Math.log1p(monthlyRate));
}

/**
 * CET by Res. CMN 4.881/2020: payments due on `dueDays` (day numbers), released on `releaseDay`;
 * times are calendar days / 365. Returns the unrounded yearly rate (fraction).
 */
export function cetYearlyByCalendarDays(
  released: number,
  releaseDay: number,
  dueDays: ArrayLike<number>,
  amounts: ArrayLike<number>,
  yearsScratch: Float64Array = new Float64Array(dueDays.length),
): number {
  for (let j = 0; j < dueDays.length; j++) yearsScratch[j] = ((dueDays[j] ?? releaseDay) - releaseDay) / 365;
  return solveYearlyRate(released, amounts, yearsScratch);
}

/** CET in the Central Bank's whole-period convention: payment j at j months (j = 1..n), t_j = j/12 year. */
export function cetWholeMonths(released: number, amounts: ArrayLike<number>): { monthly: number; yearly: number } {
  const years = new Float64Array(amounts.length);
  for (let j = 0; j < amounts.length; j++) years[j] = (j + 1) / 12;
  const yearly = solveYearlyRate(released, amounts, years);
  return { monthly: monthlyFromYearly(yearly), yearly };
}
