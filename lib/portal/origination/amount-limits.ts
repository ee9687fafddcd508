/**
 * The limits the simulation step states at its amount field, computed by the credit engine (lib/finance) from the
 * product the API published: the FGTS maximum for the chosen withdrawals, rate and month, and the largest amount any
 * payroll offer can reach from a free margin. Client-safe and pure (today is a parameter).
 */
import type { Product } from "@/lib/contract/product";
import { asCents, IOF_RATES_INDIVIDUALS, largestFgtsAmountInCents, largestPriceAmountInCents, type FinanceProduct } from "@/lib/finance";
import { cents, type Cents } from "@/lib/money";
import { fgtsAmortization } from "./build-requests";
import type { FgtsForm } from "./simulation-schemas";

/** The published product as the engine computes with it (the API's toFinanceProduct reads the same figures from its row). */
function financeProductOf(product: Product): FinanceProduct {
  return {
    amortizationType: product.amortizationType,
    calculationType: product.calculationType,
    minMonthlyRatePercent: product.monthlyRate.min,
    maxMonthlyRatePercent: product.monthlyRate.max,
    minTerm: product.term.min,
    maxTerm: product.term.max,
    transferDay: 0,
    issuanceCost: { fixedInCents: asCents(product.issuanceCostInCents), percentOfPrincipal: product.issuanceCostPercent },
    fixedCostPerInstallmentInCents: asCents(product.fixedCostPerInstallmentInCents),
    iofRates: IOF_RATES_INDIVIDUALS,
    ...(product.fgtsLimits && { fgtsLimits: product.fgtsLimits }),
  };
}

/**
 * The largest FGTS amount for these withdrawals, rate and month, starting today: each annual installment, interest
 * included, stays within the product's cap. Null when the inputs themselves are out of the product's ranges.
 */
export function fgtsLargestAmount(product: Product, form: Pick<FgtsForm, "termInMonths" | "apr" | "paymentMonth">, today: string): Cents | null {
  // The body the simulation sends (its amount is what the engine searches for).
  const body = fgtsAmortization({ ...form, requestedAmount: cents(0) }, today);
  const largest = largestFgtsAmountInCents(body, financeProductOf(product));
  return largest === null ? null : cents(largest);
}

/**
 * The largest amount any offer can reach from this free margin: the margin as the installment over the product's
 * longest term at its lowest rate, interest included (above it no offer or plan fits, whatever the term or rate).
 */
export function marginCeiling(freeMarginInCents: number, product: Product): Cents {
  return cents(largestPriceAmountInCents(freeMarginInCents, product.monthlyRate.min, product.term.max));
}
