import type { CalculateByValue } from "@/lib/contract";

export interface OfferValueRequest {
  readonly calculateByValue?: CalculateByValue;
  readonly requestedValue?: number;
  readonly rangePaymentAmounts?: readonly number[];
}

/** What each offer's simulation starts from, and the installment band every offer must fall in. */
export interface OfferValueTarget {
  /** lib/finance's `calculateByValueType`. */
  readonly mode: CalculateByValue;
  /** Its `requestedAmount`, cents: the principal (Gross), the released amount (Liquid) or the installment (Payment). */
  readonly amount: number;
  /** Installment band, cents, inclusive: the upper end is never above the free margin. */
  readonly minInstallment: number;
  readonly maxInstallment: number;
}

/**
 * The spec's value modes, against the worker's free margin (cents):
 *   - nothing sent: the whole free margin as the installment (Payment with the margin);
 *   - Gross / Liquid with `requestedValue`: that principal / released amount; a term whose installment
 *     exceeds the margin gives no offer;
 *   - Payment with `rangePaymentAmounts` ([max] or [min, max]): the largest installment of the range that
 *     fits the margin; offers below `min` are dropped.
 * `null` when nothing can fit (no margin, or a minimum installment above it): the answer is an empty list,
 * the spec's "simulation without result", not an error.
 */
export function offerValueTarget(request: OfferValueRequest, freeMarginInCents: number): OfferValueTarget | null {
  if (freeMarginInCents <= 0) return null;
  const mode = request.calculateByValue;
  if ((mode === "Gross" || mode === "Liquid") && request.requestedValue !== undefined) {
    return { mode, amount: request.requestedValue, minInstallment: 0, maxInstallment: freeMarginInCents };
  }
  if (mode === "Payment" && request.rangePaymentAmounts !== undefined && request.rangePaymentAmounts.length > 0) {
    const range = request.rangePaymentAmounts;
    const min = range.length > 1 ? (range[0] ?? 0) : 0;
    const max = Math.min(range[range.length - 1] ?? 0, freeMarginInCents);
    if (max <= 0 || max < min) return null;
    return { mode: "Payment", amount: max, minInstallment: min, maxInstallment: max };
  }
  return { mode: "Payment", amount: freeMarginInCents, minInstallment: 0, maxInstallment: freeMarginInCents };
}
