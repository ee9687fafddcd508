/**
 * Offer proposal to the employer (private payroll loan, path A). Decision on the body shape (spec gap 5):
 * `OfferProposals` takes ONE item ("proposal without FGTS reinforcement"), `OfferProposalsWarranty` takes a
 * LIST of items, each accepting the FGTS reinforcement block `warranty` ("list of proposals").
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { proposalStatusSchema } from "./enums";
import { addFieldIssue, evenWithOtherIssues, forbiddenField, isSent, listSchema, propertyOf, requestObject } from "./objects";
import {
  booleanSchema,
  centsExpectation,
  centsSchema,
  integerIdSchema,
  percentageSchema,
  positiveIntegerSchema,
  shareSchema,
  textSchema,
  utcDateTimeSchema,
  uuidSchema,
} from "./units";

export const maxProposalsPerRequest = 100;

export const proposalItemShape = {
  offerRequestId: integerIdSchema.describe("offerRequestId da oferta simulada; liga a proposta à oferta."),
  expirationDate: utcDateTimeSchema.describe("Validade (UTC); depois dela o empregador não pode aceitar."),
  proposalNumber: textSchema("o número de controle do parceiro", { max: 50 })
    .optional()
    .describe("Número de controle do parceiro; reaparece em registry_ProposalNumber da garantia. Opcional, mas envie."),
  installmentCount: positiveIntegerSchema("informe o número de parcelas da oferta escolhida, inteiro ≥ 1")
    .optional()
    .describe("Parcelas da oferta escolhida. Opcional, mas envie."),
  installmentAmountInCents: centsSchema
    .optional()
    .describe(
      "Valor da parcela regular da oferta em centavos (o installmentAmountInCents dela); a maior parcela da oferta, esta ou a última, deve caber na margem livre. Opcional, mas envie.",
    ),
  loanAmountInCents: centsSchema.optional().describe("Valor bruto em centavos. Opcional, mas envie."),
  releasedAmountInCents: centsSchema.optional().describe("Valor líquido liberado em centavos. Opcional, mas envie."),
  iofAmountInCents: centsSchema.optional().describe("IOF em centavos."),
  monthlyInterestRate: percentageSchema.optional().describe("Taxa mensal em %. Opcional, mas envie."),
  yearlyInterestRate: percentageSchema.optional().describe("Taxa anual em %. Opcional, mas envie."),
  monthlyCet: percentageSchema.optional().describe("CET mensal em %."),
  yearlyCet: percentageSchema.optional().describe("CET anual em %."),
  contacts: listSchema(contactSchema, "contatos", { min: 1 }).optional().describe("Contatos do trabalhador; cada um com type e contact."),
};

function checkReinforcement(block: unknown, context: z.core.$RefinementCtx): void {
  const hasWarranty = propertyOf(block, "hasWarranty") === true;
  if (hasWarranty && !isSent(block, "fgtsBalanceInCents")) {
    addFieldIssue(context, "fgtsBalanceInCents", `campo obrigatório quando hasWarranty é true: ${centsExpectation}`);
  }
  if (!hasWarranty) {
    for (const field of ["fgtsBalanceInCents", "fgtsRescissionPenaltyInCents", "rescissionBenefitPercentage"]) {
      if (isSent(block, field)) addFieldIssue(context, field, `envie ${field} só com hasWarranty = true (reforço de garantia FGTS)`);
    }
  }
}

export const proposalReinforcementSchema = requestObject(
  {
    hasWarranty: booleanSchema("true inclui o reforço de garantia FGTS").optional().describe("true inclui o reforço de garantia FGTS."),
    fgtsBalanceInCents: centsSchema.optional().describe("Saldo FGTS oferecido, em centavos. Obrigatório quando hasWarranty é true."),
    fgtsRescissionPenaltyInCents: centsSchema.optional().describe("Multa rescisória oferecida, em centavos. Só com hasWarranty true."),
    rescissionBenefitPercentage: shareSchema.optional().describe("Percentual da multa considerado (0 a 100). Só com hasWarranty true."),
  },
  "bloco warranty (reforço FGTS)",
)
  .superRefine(checkReinforcement, evenWithOtherIssues)
  .meta({ id: "ProposalReinforcement", description: "Reforço de garantia FGTS de uma proposta (só em OfferProposalsWarranty)." });

export const offerProposalSchema = requestObject(
  {
    ...proposalItemShape,
    warranty: forbiddenField("warranty (reforço FGTS) só é aceito em OfferProposalsWarranty; não envie em OfferProposals"),
  },
  "proposta",
).meta({ id: "OfferProposal", description: "Proposta ao empregador sem reforço de garantia FGTS." });

export const offerProposalWithReinforcementSchema = requestObject(
  { ...proposalItemShape, warranty: proposalReinforcementSchema.optional() },
  "proposta com reforço",
).meta({ id: "OfferProposalWithReinforcement", description: "Proposta ao empregador; aceita o bloco warranty de reforço FGTS." });

export const offerProposalsWarrantyRequestSchema = listSchema(offerProposalWithReinforcementSchema, "propostas", {
  min: 1,
  max: maxProposalsPerRequest,
}).describe(`Lista de 1 a ${maxProposalsPerRequest} propostas.`);

/** A proposal as recorded; its `id` is the route id of the CTPS auction revalidation. */
export const proposalRecordSchema = z
  .object({
    id: uuidSchema.describe("Identificador da proposta (rota de revalidação do leilão CTPS)."),
    offerRequestId: integerIdSchema,
    proposalNumber: z.string().optional(),
    expirationDate: utcDateTimeSchema,
    status: proposalStatusSchema,
    hasWarranty: z.boolean().describe("true quando a proposta leva reforço de garantia FGTS."),
    createdAt: utcDateTimeSchema,
  })
  .meta({ id: "ProposalRecord", description: "Proposta registrada e enviada ao empregador." });

export type OfferProposal = z.output<typeof offerProposalSchema>;
export type OfferProposalInput = z.input<typeof offerProposalSchema>;
export type OfferProposalWithReinforcement = z.output<typeof offerProposalWithReinforcementSchema>;
export type ProposalRecord = z.output<typeof proposalRecordSchema>;
