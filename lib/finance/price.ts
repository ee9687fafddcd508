/**
 * Price (French) system: equal installments.
 *
 * Installment: PMT = PV / sum_{k} (1 + i)^(-t_k), with t_k from the day-count criterion (day-count.ts).
 * With whole monthly periods this is the textbook PMT = PV * i / (1 - (1 + i)^(-n)); with an irregular
 * first period or calendar-day criteria the sum is taken over the actual exponents. With interest-only
 * installments (1..N) the sum runs over k = N+1..n with the exponents measured from t_N.
 * Interest of period k: B_{k-1} * ((1 + i)^(t_k - t_{k-1}) - 1), on the previous balance with the same
 * period fraction. Amortization: PMT - interest.
 *
 * Rounding (rounding.ts): the installment and each period's interest are rounded half up to the cent;
 * the last installment's principal is the remaining balance (it absorbs the residue), so principals add
 * up to the financed amount and the final balance is zero.
 *
 * Negative amortization: when a period's interest exceeds the installment (a long first period, or a
 * month with many days under a calendar criterion, at a high rate and a long term), the installment
 * stays PMT and the unpaid interest is added to the balance (amortization PMT - interest < 0): that is
 * what PMT = PV / sum (1 + i)^(-t_k) assumes, and the plan still closes at zero. An amortization is
 * never larger than the balance (clamped; only reachable with amounts of a few cents), so balances never
 * go negative.
 */
import { roundHalfUp } from "./rounding";
import type { ScheduleBuffers, ScheduleShape } from "./schedule";

/** Installment per real of principal: 1 / sum_{k=N+1..n} prod_{j=N+1..k} 1 / (1 + r_j). */
export function priceFactor(shape: ScheduleShape): number {
  const { n, interestOnly, periodRate } = shape;
  let discount = 1;
  let sum = 0;
  for (let k = interestOnly; k < n; k++) {
    discount /= 1 + (periodRate[k] ?? 0);
    sum += discount;
  }
  return sum > 0 ? 1 / sum : 0;
}

/** Textbook Price installment (unrounded, same unit as `presentValue`) with whole monthly periods. */
export function priceInstallment(presentValue: number, monthlyRate: number, n: number): number {
  if (monthlyRate === 0) return presentValue / n;
  return (presentValue * monthlyRate) / -Math.expm1(-n * Math.log1p(monthlyRate));
}

/** The rounded installment in cents of a Price schedule of `principal` cents. */
export function priceInstallmentInCents(shape: ScheduleShape, principal: number): number {
  return roundHalfUp(principal * priceFactor(shape));
}

/** Fills `out` with the Price schedule of `principal` cents. `factor` defaults to priceFactor(shape). */
export function fillPriceSchedule(
  shape: ScheduleShape,
  principal: number,
  out: ScheduleBuffers,
  factor: number = priceFactor(shape),
): void {
  const { n, interestOnly, periodRate } = shape;
  const installment = roundHalfUp(principal * factor);
  const last = n - 1;
  let balance = principal;
  for (let k = 0; k < n; k++) {
    const interest = roundHalfUp(balance * (periodRate[k] ?? 0));
    let amortization: number;
    if (k === last) amortization = balance;
    else if (k < interestOnly) amortization = 0;
    else {
      amortization = installment - interest; // negative: unpaid interest is capitalized
      if (amortization > balance) amortization = balance;
    }
    balance -= amortization;
    out.principal[k] = amortization;
    out.interest[k] = interest;
    out.payment[k] = amortization + interest;
    out.balance[k] = balance;
  }
}

/** Unrounded amortization of each installment per real of principal (for the IOF gross-up factor). */
export function priceUnitAmortization(shape: ScheduleShape, out: Float64Array, factor = priceFactor(shape)): Float64Array {
  const { n, interestOnly, periodRate } = shape;
  let balance = 1;
  for (let k = 0; k < n; k++) {
    const amortization = k === n - 1 ? balance : k < interestOnly ? 0 : factor - balance * (periodRate[k] ?? 0);
    out[k] = amortization;
    balance -= amortization;
  }
  return out;
}

/** Largest unrounded payment per real of principal (for the `Payment` solver's first estimate). */
export function priceUnitMaxPayment(shape: ScheduleShape, factor = priceFactor(shape)): number {
  let max = factor;
  // Interest-only installments pay r_k on the whole (unit) principal.
  for (let k = 0; k < shape.interestOnly; k++) {
    const interestOnlyPayment = shape.periodRate[k] ?? 0;
    if (interestOnlyPayment > max) max = interestOnlyPayment;
  }
  return max;
}
