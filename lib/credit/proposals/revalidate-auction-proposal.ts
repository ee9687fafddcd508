import type { ProposalRevalidation } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { firstPaymentDate } from "@/lib/finance";
import { AppError } from "@/lib/http";
import { cents } from "@/lib/money";
import { requireOwned, type OwnedResourceKind } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";
import { toUtcDateTime } from "../dates";
import { findCurrentFreeMargin } from "../offers/find-current-free-margin";
import { simulateOfferTerm } from "../offers/simulate-offer-term";
import { civilToday } from "../simulation/clock";

const proposalKind: OwnedResourceKind = {
  name: "offer proposal",
  notFound: "Proposta inexistente: confira o id devolvido por POST /v1/RegistryEmployee/OfferProposals.",
  forbidden: "Proposta de outro correspondente: só é possível revalidar propostas enviadas pelo seu correspondente.",
};

export interface RevalidateAuctionProposalOptions {
  caller: Caller;
  id: string;
  now?: Date;
}

/**
 * `GET /v1/AuctionCTPS/OfferProposals/{id}/simulation`, when the employer opens the contracting link:
 *   - past the proposal's `expirationDate`: `Expired` (no offer; the proposal's status becomes Expired);
 *   - else the offer is simulated again as of today (same principal, rate and term; start date today in
 *     Brasília and the product's first due date from it) and its largest installment (the regular or the
 *     last) is checked against the current free margin (find-current-free-margin.ts): `Valid` when it fits, `InsufficientMargin` when the margin
 *     dropped below it. The re-simulated offer is answered, valid until the proposal's expiration.
 * An offer its product can no longer simulate (product disabled, rate or term out of its current range) is a
 * 400: there is nothing the employer could contract.
 */
export async function revalidateAuctionProposal({ caller, id, now = new Date() }: RevalidateAuctionProposalOptions): Promise<ProposalRevalidation> {
  const prisma = getPrisma();
  const proposal = requireOwned(await prisma.creditOfferProposal.findUnique({ where: { id } }), caller, proposalKind, id);
  const offer = await prisma.creditOffer.findUniqueOrThrow({ where: { offerRequestId: proposal.offerRequestId } });
  const margin = await findCurrentFreeMargin({
    correspondentId: caller.correspondentId,
    registrationNumber: offer.registrationNumber,
    employerRegistrationNumber: offer.employerRegistrationNumber,
    employeeCode: offer.employeeCode,
    now,
  });
  const base = {
    proposalId: proposal.id,
    offerRequestId: offer.offerRequestId,
    expirationDate: toUtcDateTime(proposal.expirationDate),
    freeMarginInCents: cents(margin.freeMarginInCents),
    checkedAt: toUtcDateTime(now),
  };

  if (proposal.expirationDate.getTime() <= now.getTime()) {
    await prisma.creditOfferProposal.updateMany({ where: { id: proposal.id, status: "Sent" }, data: { status: "Expired" } });
    return { ...base, outcome: "Expired" };
  }

  const product = await prisma.creditProduct.findUnique({ where: { id: offer.productId } });
  const today = civilToday(now);
  const firstDate = product?.enabled && product.transferDay !== null ? firstPaymentDate(today, { transferDay: product.transferDay }) : null;
  const figures =
    product && firstDate !== null
      ? simulateOfferTerm({
          product,
          numberOfPayments: offer.numberOfPayments,
          apr: offer.monthlyInterestRate.toNumber(),
          target: { mode: "Gross", amount: offer.loanAmountInCents, minInstallment: 0, maxInstallment: Number.MAX_SAFE_INTEGER },
          today,
          firstPaymentDate: firstDate,
        })
      : null;
  if (figures === null) {
    throw new AppError("BUSINESS_RULE", {
      message: "offer can no longer be simulated",
      userMessage:
        "A oferta desta proposta não pode mais ser simulada com as condições atuais do produto (produto desabilitado, taxa ou prazo fora da faixa): simule ofertas de novo e envie nova proposta.",
    });
  }

  const { largestInstallmentAmountInCents, ...offerFigures } = figures;
  return {
    ...base,
    outcome: largestInstallmentAmountInCents <= margin.freeMarginInCents ? "Valid" : "InsufficientMargin",
    offer: {
      offerRequestId: offer.offerRequestId,
      productId: offer.productId,
      ...offerFigures,
      installmentAmountInCents: cents(offerFigures.installmentAmountInCents),
      lastInstallmentAmountInCents: cents(offerFigures.lastInstallmentAmountInCents),
      loanAmountInCents: cents(offerFigures.loanAmountInCents),
      releasedAmountInCents: cents(offerFigures.releasedAmountInCents),
      iofAmountInCents: cents(offerFigures.iofAmountInCents),
      expiresAt: toUtcDateTime(proposal.expirationDate),
    },
  };
}
