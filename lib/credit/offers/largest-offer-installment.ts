/**
 * The largest installment of an offer, what must fit the free margin: the regular one or the last, which
 * absorbs the rounding residue (a Price offer's plan is n - 1 regular installments and the last). Offers
 * stored before the last was kept (null) held the largest in `installmentAmountInCents` already.
 */
export function largestOfferInstallmentInCents(offer: { installmentAmountInCents: number; lastInstallmentAmountInCents?: number | null }): number {
  return Math.max(offer.installmentAmountInCents, offer.lastInstallmentAmountInCents ?? 0);
}
