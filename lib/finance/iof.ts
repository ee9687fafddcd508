/**
 * IOF on credit operations for individuals (pessoa física).
 *
 * Sources: Decreto 6.306/2007 (RIOF), art. 7 as amended: daily rate for an individual borrower
 * (0.0082% a day, art. 7, I, "b", 3), charged on each installment's principal for the days from the
 * release to its due date, the daily part limited to 365 days; plus the additional rate of 0.38%
 * (art. 7, §15) on the principal, whatever the term. The base when the principal is defined and paid in
 * several installments is the principal of each installment (IN RFB 1.969/2020).
 *
 *   IOF = sum_k A_k * min(d_k, 365) * 0.0082% + P * 0.38%
 *
 * A_k = amortization (principal) of installment k in cents, d_k = calendar days from the release (start
 * date) to due date k, P = principal of the contract. Interest-only installments have A_k = 0. The total
 * is rounded once, half up, to the cent (rounding.ts).
 *
 * Negative amortization (price.ts: interest above the installment is capitalized): capitalized interest is
 * not principal made available, so an installment with A_k < 0 has base 0, and the capitalized amount is
 * taken as repaid first, out of the earliest positive amortizations; the bases then add up to P exactly.
 * Without negative amortization (SAC, and Price in the usual case) the base of installment k is A_k.
 *
 * Rates change by decree: they are the `IofRates` parameter of every function, carried by the product
 * (`FinanceProduct.iofRates`), with today's values in `IOF_RATES_INDIVIDUALS`, the only place they are
 * written.
 *
 * Financed IOF (gross-up, gross-up.ts): the IOF is proportional to the principal for a given schedule
 * shape, IOF = k * P with k = sum_k a_k * min(d_k, 365) * daily + additional, where a_k are the
 * amortizations per real of principal. `iofPerRealOfPrincipal` computes k.
 */
import type { DayNumber } from "./dates";
import { roundHalfUp } from "./rounding";

export interface IofRates {
  /** Daily rate as a fraction (0.0082% = 0.000082). */
  readonly dailyRate: number;
  /** Additional rate on the principal as a fraction (0.38% = 0.0038). */
  readonly additionalRate: number;
  /** Days after which the daily rate stops accruing (365). */
  readonly maxDays: number;
}

/** Current rates for individual borrowers (Decreto 6.306/2007 art. 7, I, "b", 3 and §15). */
export const IOF_RATES_INDIVIDUALS: IofRates = Object.freeze({
  dailyRate: 0.000082,
  additionalRate: 0.0038,
  maxDays: 365,
});

/** `out[k]` = min(d_k, maxDays) * dailyRate: the daily IOF per real of installment k's principal. */
export function iofDayFactors(
  startDay: DayNumber,
  dueDays: ArrayLike<number>,
  rates: IofRates,
  out: Float64Array = new Float64Array(dueDays.length),
): Float64Array {
  for (let k = 0; k < dueDays.length; k++) {
    const days = (dueDays[k] ?? startDay) - startDay;
    out[k] = (days < 0 ? 0 : days > rates.maxDays ? rates.maxDays : days) * rates.dailyRate;
  }
  return out;
}

/** Unrounded IOF in cents of a schedule: sum_k A_k * f_k + P * additional. */
export function iofUnrounded(
  principals: ArrayLike<number>,
  dayFactors: ArrayLike<number>,
  contractPrincipal: number,
  rates: IofRates,
): number {
  const n = principals.length;
  let capitalized = 0;
  for (let k = 0; k < n; k++) {
    const a = principals[k] ?? 0;
    if (a < 0) capitalized -= a;
  }
  let daily = 0;
  for (let k = 0; k < n; k++) {
    let base = principals[k] ?? 0;
    if (base <= 0) continue;
    if (capitalized > 0) {
      const repaid = base < capitalized ? base : capitalized;
      base -= repaid;
      capitalized -= repaid;
    }
    daily += base * (dayFactors[k] ?? 0);
  }
  return daily + contractPrincipal * rates.additionalRate;
}

/** IOF in cents of a schedule, rounded half up once. */
export function iofInCents(
  principals: ArrayLike<number>,
  dayFactors: ArrayLike<number>,
  contractPrincipal: number,
  rates: IofRates,
): number {
  return roundHalfUp(iofUnrounded(principals, dayFactors, contractPrincipal, rates));
}

/** k: IOF per real of principal for a schedule shape (`unitAmortization` sums to 1). */
export function iofPerRealOfPrincipal(unitAmortization: ArrayLike<number>, dayFactors: ArrayLike<number>, rates: IofRates): number {
  return iofUnrounded(unitAmortization, dayFactors, 1, rates);
}

/** Convenience for one-off use: IOF in cents of installments given as principal and calendar days. */
export function iofForInstallments(
  installments: ReadonlyArray<{ principalInCents: number; days: number }>,
  rates: IofRates = IOF_RATES_INDIVIDUALS,
): number {
  let daily = 0;
  let principal = 0;
  for (const { principalInCents, days } of installments) {
    const capped = days < 0 ? 0 : days > rates.maxDays ? rates.maxDays : days;
    daily += principalInCents * capped * rates.dailyRate;
    principal += principalInCents;
  }
  return roundHalfUp(daily + principal * rates.additionalRate);
}
