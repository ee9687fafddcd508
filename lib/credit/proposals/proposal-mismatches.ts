import type { Offer, OfferProposal } from "@/lib/contract";
import type { FieldError } from "@/lib/http";

type ProposalFigures = Pick<
  OfferProposal,
  | "installmentCount"
  | "installmentAmountInCents"
  | "loanAmountInCents"
  | "releasedAmountInCents"
  | "iofAmountInCents"
  | "monthlyInterestRate"
  | "yearlyInterestRate"
  | "monthlyCet"
  | "yearlyCet"
>;

/** Each optional figure of a proposal item and the offer's value it must repeat, with its unit for the message. */
const FIGURES: ReadonlyArray<readonly [keyof ProposalFigures, keyof Offer, "centavos" | "parcelas" | "%"]> = [
  ["installmentCount", "numberOfPayments", "parcelas"],
  ["installmentAmountInCents", "installmentAmountInCents", "centavos"],
  ["loanAmountInCents", "loanAmountInCents", "centavos"],
  ["releasedAmountInCents", "releasedAmountInCents", "centavos"],
  ["iofAmountInCents", "iofAmountInCents", "centavos"],
  ["monthlyInterestRate", "monthlyInterestRate", "%"],
  ["yearlyInterestRate", "yearlyInterestRate", "%"],
  ["monthlyCet", "monthlyCet", "%"],
  ["yearlyCet", "yearlyCet", "%"],
];

/** Rates are published with 2 decimals: a partner that rounds them the same way must not be refused. */
const RATE_TOLERANCE = 0.005;

/**
 * The figures of a proposal item that differ from its offer's. They are optional, but when sent they must be
 * the offer's own (the proposal ties to the offer by `offerRequestId`; the employer sees these values): money
 * and counts exactly, rates to their 2 published decimals. `prefix` locates the item (`[2].` in a list).
 */
export function proposalMismatches(item: ProposalFigures, offer: Offer, prefix = ""): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, offerField, unit] of FIGURES) {
    const sent = item[field];
    const expected = offer[offerField];
    if (sent === undefined || typeof expected !== "number") continue;
    const equal = unit === "%" ? Math.abs(sent - expected) < RATE_TOLERANCE : sent === expected;
    if (!equal) {
      errors.push({
        field: `${prefix}${field}`,
        message: `deve ser igual ao da oferta ${offer.offerRequestId}: ${expected} (${unit}); envie o valor da oferta ou omita o campo`,
      });
    }
  }
  return errors;
}
