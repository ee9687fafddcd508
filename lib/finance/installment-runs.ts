/**
 * What a plan's installments come to, in the words a borrower reads: runs of equal consecutive installments
 * ("23 × R$ 528,71 e 1 × R$ 528,74") and the largest one, which is what must fit the payroll margin. A Price
 * plan is equal installments but for the last, which absorbs the rounding residue (docs/credit-api.md, "Rules the API applies beyond the spec")
 * and can be a few cents above or below the others; quoting the largest as "the" installment of every month
 * overstates the regular one (issue 22).
 */

/** Anything with installments in cents: lib/finance's plan, the contract's plan, the instrument's plan. */
export interface HasInstallments {
  readonly installments: ReadonlyArray<{ readonly paymentInCents: number }>;
}

export interface InstallmentRun {
  readonly count: number;
  readonly amountInCents: number;
}

/** The payments as runs of equal consecutive amounts, in order: [23 × 52871, 1 × 52874]. Empty for no payments. */
export function installmentRuns(payments: readonly number[]): InstallmentRun[] {
  const runs: { count: number; amountInCents: number }[] = [];
  for (const amountInCents of payments) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.amountInCents === amountInCents) last.count++;
    else runs.push({ count: 1, amountInCents });
  }
  return runs;
}

/**
 * The largest installment of a plan (what must fit the free margin). 0 for a plan without installments or no
 * plan at all (an operation before its plan): nothing to reserve, nothing above any margin.
 */
export function largestInstallmentInCents(plan: HasInstallments | null): number {
  let largest = 0;
  for (const installment of plan?.installments ?? []) if (installment.paymentInCents > largest) largest = installment.paymentInCents;
  return largest;
}
