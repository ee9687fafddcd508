import { randomUUID } from "node:crypto";
import type { OfferProposal, OfferProposalWithReinforcement, ProposalRecord } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { CreditOffer, CreditOfferProposal, Prisma } from "@/lib/db/generated/client";
import { AppError, type FieldError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { toUtcDateTime } from "../dates";
import { findCurrentFreeMargin } from "../offers/find-current-free-margin";
import { largestOfferInstallmentInCents } from "../offers/largest-offer-installment";
import { toOfferResponse } from "../offers/to-offer-response";
import { reaisText } from "../simulation/plan-field-errors";
import { proposalMismatches } from "./proposal-mismatches";
import { toProposalRecord } from "./to-proposal-record";

export interface SendOfferProposalsOptions {
  caller: Caller;
  items: ReadonlyArray<OfferProposal | OfferProposalWithReinforcement>;
  /** `true` when the body is a list (`OfferProposalsWarranty`): field paths start with `[i].`. */
  list: boolean;
  now?: Date;
}

/**
 * Offer proposals to the employer (path A, step 3): `OfferProposals` (one item) and `OfferProposalsWarranty`
 * (a list, each item with the optional FGTS reinforcement). All items are checked before any is stored, and
 * stored together or not at all:
 *   - the offer (`offerRequestId`) exists (404) and was simulated by the caller's correspondent (403);
 *   - the offer has not expired (400: simulate again) and `expirationDate` is in the future (400);
 *   - figures sent repeat the offer's (proposal-mismatches.ts), and the offer's largest installment (the
 *     regular or the last) fits the worker's current free margin (find-current-free-margin.ts) (400).
 * The item is stored as sent (contacts included: they are how the employer reaches the worker); it is never
 * logged.
 */
export async function sendOfferProposals({ caller, items, list, now = new Date() }: SendOfferProposalsOptions): Promise<ProposalRecord[]> {
  const at = (index: number, field: string) => (list ? `[${index}].${field}` : field);
  const prisma = getPrisma();
  const offerIds = [...new Set(items.map((item) => item.offerRequestId))];
  const offers = new Map((await prisma.creditOffer.findMany({ where: { offerRequestId: { in: offerIds } } })).map((offer) => [offer.offerRequestId, offer]));

  const missing = items.flatMap((item, index) => (offers.has(item.offerRequestId) ? [] : [index]));
  if (missing.length > 0) {
    throw new AppError("NOT_FOUND", {
      message: "proposal for an unknown offer",
      userMessage: "Oferta inexistente: use o offerRequestId devolvido por POST /v1/Amortization/RegistryEmployeeOffers.",
      fieldErrors: missing.map((index) => ({ field: at(index, "offerRequestId"), message: "oferta inexistente" })),
    });
  }
  const owned = items.map((item) => offers.get(item.offerRequestId) as CreditOffer);
  if (owned.some((offer) => offer.correspondentId !== caller.correspondentId)) {
    throw new AppError("FORBIDDEN", {
      message: "proposal for another correspondent's offer",
      userMessage: "Oferta de outro correspondente: só é possível propor ofertas simuladas pelo seu correspondente.",
    });
  }

  const invalid: FieldError[] = [];
  const refused: FieldError[] = [];
  const margins = new Map<string, Promise<number>>();
  const marginOf = (offer: CreditOffer) => {
    const key = `${offer.registrationNumber}|${offer.employerRegistrationNumber ?? ""}|${offer.employeeCode ?? ""}`;
    let margin = margins.get(key);
    if (margin === undefined) {
      margin = findCurrentFreeMargin({
        correspondentId: caller.correspondentId,
        registrationNumber: offer.registrationNumber,
        employerRegistrationNumber: offer.employerRegistrationNumber,
        employeeCode: offer.employeeCode,
        now,
      }).then((current) => current.freeMarginInCents);
      margins.set(key, margin);
    }
    return margin;
  };

  for (const [index, item] of items.entries()) {
    const offer = owned[index] as CreditOffer;
    invalid.push(...proposalMismatches(item, toOfferResponse(offer), list ? `[${index}].` : ""));
    if (Date.parse(item.expirationDate) <= now.getTime()) {
      invalid.push({ field: at(index, "expirationDate"), message: "informe uma validade futura, em UTC (YYYY-MM-DDTHH:MM:SSZ)" });
    }
    if (offer.expiresAt.getTime() <= now.getTime()) {
      refused.push({
        field: at(index, "offerRequestId"),
        message: `a oferta expirou em ${toUtcDateTime(offer.expiresAt)}: simule as ofertas de novo e proponha a nova`,
      });
      continue;
    }
    const margin = await marginOf(offer);
    const largest = largestOfferInstallmentInCents(offer);
    if (largest > margin) {
      refused.push({
        field: at(index, "installmentAmountInCents"),
        message: `a ${largest === offer.installmentAmountInCents ? "parcela" : "maior parcela"} da oferta, ${reaisText(largest)}, excede a margem livre atual, ${reaisText(margin)}: consulte a margem e simule de novo`,
      });
    }
  }
  if (invalid.length > 0 || refused.length > 0) {
    throw new AppError(invalid.length > 0 ? "VALIDATION" : "BUSINESS_RULE", {
      message: "offer proposal refused",
      userMessage:
        refused.length > 0
          ? "Proposta recusada: oferta expirada ou parcela acima da margem livre atual; veja errors."
          : "Um ou mais campos da proposta são inválidos; veja a lista em errors.",
      fieldErrors: [...invalid, ...refused],
    });
  }

  const rows: CreditOfferProposal[] = items.map((item) => ({
    id: randomUUID(),
    correspondentId: caller.correspondentId,
    offerRequestId: item.offerRequestId,
    proposalNumber: item.proposalNumber ?? null,
    status: "Sent",
    expirationDate: new Date(item.expirationDate),
    payload: item,
    createdAt: now,
  }));
  await prisma.creditOfferProposal.createMany({ data: rows.map((row) => ({ ...row, payload: row.payload as Prisma.InputJsonValue })) });
  return rows.map(toProposalRecord);
}
