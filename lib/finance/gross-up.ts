/**
 * Solving for an amount exactly to the cent (used by `calculateByValueType` and the financed IOF).
 *
 * Financed IOF (`financeTaxExempted` false): the IOF is part of the contract's principal and is computed
 * on that whole principal, so for a released amount L the principal F solves F - IOF(F) - cost(F) = L.
 * For a given schedule shape IOF(F) = k F (iof.ts) and the issuance cost is c_fixed + p F, hence the exact
 * gross-up
 *
 *   F = (L + c_fixed) / (1 - k - p)            (IOF financed)
 *   F = (L + c_fixed) / (1 - p)                (IOF not financed: paid apart, not part of the principal)
 *
 * Because the schedule, the IOF and the cost are each rounded to the cent, the analytic F is only the
 * first estimate; `smallestIntegerReaching` then searches the integer cents around it on the real,
 * rounded plan. When f increases by at most one cent per cent of principal (true of F - IOF - cost,
 * whose slope is about 0.96), the smallest F with f(F) >= L has f(F) = L exactly.
 */

/** The analytic principal for a released amount (see the module comment). */
export function grossUpEstimate(
  released: number,
  iofPerReal: number,
  issuanceFixedInCents: number,
  issuancePercent: number,
  iofFinanced: boolean,
): number {
  const p = issuancePercent / 100;
  const denominator = 1 - p - (iofFinanced ? iofPerReal : 0);
  return (released + issuanceFixedInCents) / denominator;
}

/**
 * The smallest integer x in [min, max] with f(x) >= target, for f non-decreasing (up to rounding noise),
 * starting from `estimate`: gallops away from the estimate to bracket the answer, then bisects. Returns
 * null when even f(max) < target.
 */
export function smallestIntegerReaching(
  f: (x: number) => number,
  target: number,
  estimate: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number | null {
  let start = Math.round(estimate);
  if (!Number.isFinite(start) || start < min) start = min;
  if (start > max) start = max;
  let lo: number;
  let hi: number;
  if (f(start) >= target) {
    hi = start;
    let step = 1;
    for (;;) {
      if (hi === min) return min;
      const candidate = hi - step < min ? min : hi - step;
      if (f(candidate) >= target) {
        hi = candidate;
        step *= 2;
      } else {
        lo = candidate;
        break;
      }
    }
  } else {
    lo = start;
    let step = 1;
    for (;;) {
      if (lo === max) return null;
      const candidate = lo + step > max ? max : lo + step;
      if (f(candidate) >= target) {
        hi = candidate;
        break;
      }
      lo = candidate;
      step *= 2;
    }
  }
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (f(mid) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}
