import type { Offer } from "@/lib/contract";
import type { CreditOffer } from "@/lib/db/generated/client";
import { cents } from "@/lib/money";
import { toUtcDateTime } from "../dates";

/**
 * A stored offer as the contract's `Offer` (rates are `Decimal(9, 4)` columns: exact as numbers). Offers stored
 * before the last installment and the start date were kept answer without them.
 */
export function toOfferResponse(row: CreditOffer): Offer {
  return {
    offerRequestId: row.offerRequestId,
    productId: row.productId,
    numberOfPayments: row.numberOfPayments,
    installmentAmountInCents: cents(row.installmentAmountInCents),
    ...(row.lastInstallmentAmountInCents !== null && { lastInstallmentAmountInCents: cents(row.lastInstallmentAmountInCents) }),
    loanAmountInCents: cents(row.loanAmountInCents),
    releasedAmountInCents: cents(row.releasedAmountInCents),
    iofAmountInCents: cents(row.iofAmountInCents),
    monthlyInterestRate: row.monthlyInterestRate.toNumber(),
    yearlyInterestRate: row.yearlyInterestRate.toNumber(),
    monthlyCet: row.monthlyCet.toNumber(),
    yearlyCet: row.yearlyCet.toNumber(),
    ...(row.startDate !== null && { startDate: toUtcDateTime(row.startDate) }),
    firstPaymentDate: toUtcDateTime(row.firstPaymentDate),
    expiresAt: toUtcDateTime(row.expiresAt),
  };
}
