/**
 * Shared pieces of the amortization engines (price.ts, sac.ts).
 *
 * A `ScheduleShape` is what does not depend on the amount: the number of installments, how many of the
 * first ones pay interest only (`numberOfInterestPayments`), and the effective rate of each period,
 * r_k = (1 + i)^(t_k - t_{k-1}) - 1 with t_0 = 0 and t_k from day-count.ts. It is computed once per
 * simulation; the engines then fill preallocated typed arrays for any amount without allocating, which
 * is what lets the exact solvers of plan.ts try several amounts cheaply.
 *
 * Interest-only installments (`numberOfInterestPayments` = N) are counted inside `numberOfPayments` = n:
 * installments 1..N pay the period's interest only, installments N+1..n amortize.
 */

export type AmortizationModel = "price" | "sac";

export interface ScheduleShape {
  readonly n: number;
  readonly interestOnly: number;
  /** r_k for k = 1..n at index k - 1. */
  readonly periodRate: Float64Array;
}

/** Integer cents (stored as doubles, exact below 2^53) of one filled schedule. */
export interface ScheduleBuffers {
  readonly principal: Float64Array;
  readonly interest: Float64Array;
  readonly payment: Float64Array;
  readonly balance: Float64Array;
}

export function scheduleBuffers(n: number): ScheduleBuffers {
  return {
    principal: new Float64Array(n),
    interest: new Float64Array(n),
    payment: new Float64Array(n),
    balance: new Float64Array(n),
  };
}

/**
 * The shape of a schedule at monthly rate `monthlyRate` (a fraction: 0.0095 for 0.95% a.m.) with the
 * exponents t_k (months, day-count.ts).
 */
export function scheduleShape(
  monthlyRate: number,
  exponents: ArrayLike<number>,
  interestOnly = 0,
  periodRate: Float64Array = new Float64Array(exponents.length),
): ScheduleShape {
  const n = exponents.length;
  const logGrowth = Math.log1p(monthlyRate);
  let previous = 0;
  for (let k = 0; k < n; k++) {
    const t = exponents[k] ?? previous;
    periodRate[k] = Math.expm1((t - previous) * logGrowth);
    previous = t;
  }
  return { n, interestOnly, periodRate };
}

/** A shape of n whole monthly periods (t_k = k): the textbook case of the published examples. */
export function monthlyShape(monthlyRate: number, n: number, interestOnly = 0): ScheduleShape {
  const exponents = new Float64Array(n);
  for (let k = 0; k < n; k++) exponents[k] = k + 1;
  return scheduleShape(monthlyRate, exponents, interestOnly);
}
