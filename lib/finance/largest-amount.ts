/**
 * The largest amount a limit on the installment lets a plan reach: what a form states at its amount field before
 * the API refuses (lib/portal). Both answers come from this engine, never from a second copy of its rules.
 *
 * FGTS: Res. CCFGTS 1.130/2025 caps each annual installment (interest, IOF and costs included), so the largest
 * principal is the one whose plan's largest installment still fits the cap, found by bisection over the plan
 * itself (simulatePlan, with the cap lifted so the plan is returned and compared here).
 *
 * Payroll: the largest principal an installment can repay over n whole months at a monthly rate,
 * PV = PMT (1 - (1 + i)^-n) / i. With the first period a month or longer, the IOF and the costs, no real plan
 * reaches more: a bound above which no offer fits, whatever the term up to n.
 */
import type { FgtsCalculationInput } from "./calculation-input";
import { asCents, type Cents } from "./cents";
import { CCFGTS_LIMITS } from "./fgts";
import { largestInstallmentInCents } from "./installment-runs";
import { simulatePlan } from "./plan";
import type { FinanceProduct } from "./product";

/** The largest FGTS `requestedAmount` (cents) whose every annual installment is within the product's cap, or null if none. */
export function largestFgtsAmountInCents(input: Omit<FgtsCalculationInput, "requestedAmount">, product: FinanceProduct): Cents | null {
  const limits = product.fgtsLimits ?? CCFGTS_LIMITS;
  const uncapped: FinanceProduct = { ...product, fgtsLimits: { ...limits, minWithdrawalPerYearInCents: 0, maxWithdrawalPerYearInCents: Number.MAX_SAFE_INTEGER } };
  const fits = (amount: number): boolean | null => {
    const result = simulatePlan({ ...input, requestedAmount: asCents(amount) }, uncapped);
    return result.ok ? largestInstallmentInCents(result.plan) <= limits.maxWithdrawalPerYearInCents : null;
  };
  // Interest makes every installment's share of the principal smaller than the installment: the caps' sum bounds it.
  let low = 0;
  let high = (input.termInMonths / 12) * limits.maxWithdrawalPerYearInCents + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const answer = fits(middle);
    if (answer === null) return null;
    if (answer) low = middle;
    else high = middle;
  }
  return low > 0 ? asCents(low) : null;
}

/** The principal (cents, rounded down) that `installmentInCents` repays over `numberOfPayments` whole months at `monthlyRatePercent`. */
export function largestPriceAmountInCents(installmentInCents: number, monthlyRatePercent: number, numberOfPayments: number): Cents {
  const rate = monthlyRatePercent / 100;
  const factor = rate === 0 ? numberOfPayments : -Math.expm1(-numberOfPayments * Math.log1p(rate)) / rate;
  return asCents(Math.floor(installmentInCents * factor));
}
