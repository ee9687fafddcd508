import type { RateMode } from "@/lib/contract";
import { DEFAULT_RATE_MODE } from "@/lib/contract/api-rules";

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
 * default `DEFAULT_RATE_MODE` (lib/contract/api-rules.ts, which publishes it): the maximum, the conservative
 * end, since an installment that fits the margin at the maximum rate fits it at any rate negotiated down.
 */
export function selectOfferRate(range: RateRange, choice: RateChoice): number | undefined {
  if (choice.interestRate !== undefined) {
    const rate = choice.interestRate;
    return rate >= range.minMonthlyRatePercent && rate <= range.maxMonthlyRatePercent ? rate : undefined;
  }
  const mode = choice.rateMode ?? DEFAULT_RATE_MODE;
  return mode === "MinimumRate" ? range.minMonthlyRatePercent : range.maxMonthlyRatePercent;
}
