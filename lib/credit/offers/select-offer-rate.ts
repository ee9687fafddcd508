import type { RateMode } from "@/lib/contract";

export interface RateRange {
  readonly minMonthlyRatePercent: number;
  readonly maxMonthlyRatePercent: number;
}

export interface RateChoice {
  readonly rateMode?: RateMode;
  readonly interestRate?: number;
}

/**
 * The monthly rate (%) of a product's offers: `interestRate` when sent (it must lie inside the range:
 * otherwise `undefined`, a 400 for the caller), the minimum or maximum of the range by `rateMode`, and by
 * default the maximum. The default is the conservative end: an installment that fits the margin at the
 * maximum rate fits it at any rate the partner later negotiates down.
 */
export function selectOfferRate(range: RateRange, choice: RateChoice): number | undefined {
  if (choice.interestRate !== undefined) {
    const rate = choice.interestRate;
    return rate >= range.minMonthlyRatePercent && rate <= range.maxMonthlyRatePercent ? rate : undefined;
  }
  return choice.rateMode === "MinimumRate" ? range.minMonthlyRatePercent : range.maxMonthlyRatePercent;
}
