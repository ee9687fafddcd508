/**
 * CTPS auction revalidation, `GET /v1/AuctionCTPS/OfferProposals/{id}/simulation`: when the employer opens
 * the contracting link, the offer is checked for expiry, re-simulated and its installment validated against
 * the current margin, so a margin that dropped surfaces before the operation exists. The response shape is
 * "not shown" in the spec; decided here.
 */
import { z } from "zod";
import { revalidationOutcomeSchema } from "./enums";
import { offerSchema } from "./offers";
import { centsSchema, integerIdSchema, utcDateTimeSchema, uuidSchema } from "./units";

export const proposalRevalidationSchema = z
  .object({
    proposalId: uuidSchema,
    offerRequestId: integerIdSchema,
    outcome: revalidationOutcomeSchema,
    expirationDate: utcDateTimeSchema.describe("Validade da proposta (UTC)."),
    freeMarginInCents: centsSchema.describe("Margem livre atual, em centavos."),
    offer: offerSchema.optional().describe("Oferta re-simulada; ausente quando a proposta expirou."),
    checkedAt: utcDateTimeSchema.describe("Momento da revalidação (UTC)."),
  })
  .meta({ id: "ProposalRevalidation", description: "Resultado da revalidação da proposta do leilão CTPS." });

export type ProposalRevalidation = z.output<typeof proposalRevalidationSchema>;
