/**
 * SAC (Sistema de Amortização Constante): constant amortization PV / m (m = installments that amortize,
 * n - N with N interest-only installments first), interest on the previous balance with the period
 * fraction of day-count.ts, B_{k-1} * ((1 + i)^(t_k - t_{k-1}) - 1), so installments decrease.
 *
 * Rounding (rounding.ts): the constant amortization and each period's interest are rounded half up to
 * the cent; the last installment amortizes the remaining balance (absorbs the residue); an amortization
 * never exceeds the balance.
 */
import { roundHalfUp } from "./rounding";
import type { ScheduleBuffers, ScheduleShape } from "./schedule";

/** The constant amortization in cents of a SAC schedule of `principal` cents. */
export function sacAmortizationInCents(shape: ScheduleShape, principal: number): number {
  const amortizing = shape.n - shape.interestOnly;
  return amortizing > 0 ? roundHalfUp(principal / amortizing) : 0;
}

export function fillSacSchedule(shape: ScheduleShape, principal: number, out: ScheduleBuffers): void {
  const { n, interestOnly, periodRate } = shape;
  const constant = sacAmortizationInCents(shape, principal);
  const last = n - 1;
  let balance = principal;
  for (let k = 0; k < n; k++) {
    const interest = roundHalfUp(balance * (periodRate[k] ?? 0));
    let amortization: number;
    if (k === last) amortization = balance;
    else if (k < interestOnly) amortization = 0;
    else amortization = constant <= balance ? constant : balance;
    balance -= amortization;
    out.principal[k] = amortization;
    out.interest[k] = interest;
    out.payment[k] = amortization + interest;
    out.balance[k] = balance;
  }
}

/** Unrounded amortization of each installment per real of principal (for the IOF gross-up factor). */
export function sacUnitAmortization(shape: ScheduleShape, out: Float64Array): Float64Array {
  const amortizing = shape.n - shape.interestOnly;
  for (let k = 0; k < shape.n; k++) out[k] = k < shape.interestOnly ? 0 : 1 / amortizing;
  return out;
}

/** Largest unrounded payment per real of principal (for the `Payment` solver's first estimate). */
export function sacUnitMaxPayment(shape: ScheduleShape): number {
  const amortizing = shape.n - shape.interestOnly;
  let max = 0;
  let balance = 1;
  for (let k = 0; k < shape.n; k++) {
    const amortization = k < shape.interestOnly ? 0 : 1 / amortizing;
    const payment = amortization + balance * (shape.periodRate[k] ?? 0);
    if (payment > max) max = payment;
    balance -= amortization;
  }
  return max;
}
