import type { Offer } from "@/lib/contract";
import type { CreditOffer } from "@/lib/db/generated/client";
import { cents } from "@/lib/money";
import { toUtcDateTime } from "../dates";

/** A stored offer as the contract's `Offer` (rates are `Decimal(9, 4)` columns: exact as numbers). */
export function toOfferResponse(row: CreditOffer): Offer {
  return {
    offerRequestId: row.offerRequestId,
    productId: row.productId,
    numberOfPayments: row.numberOfPayments,
    installmentAmountInCents: cents(row.installmentAmountInCents),
    loanAmountInCents: cents(row.loanAmountInCents),
    releasedAmountInCents: cents(row.releasedAmountInCents),
    iofAmountInCents: cents(row.iofAmountInCents),
    monthlyInterestRate: row.monthlyInterestRate.toNumber(),
    yearlyInterestRate: row.yearlyInterestRate.toNumber(),
    monthlyCet: row.monthlyCet.toNumber(),
    yearlyCet: row.yearlyCet.toNumber(),
    expiresAt: toUtcDateTime(row.expiresAt),
  };
}
