/**
 * The operation as `GET /v1/CreditNote/{id}` returns it; actions (submitapproval, cancel,
 * doneWarrantyRevision, restore, DELETE, PUTs) answer the same after acting. Beyond the spec's tracking
 * fields it carries timestamps, `statusSince` (time in status), the logical-deletion flag and the history of
 * transitions (who or what, from, to, when, reason), so the timeline is auditable.
 */
import { z } from "zod";
import { creditNoteCreateShape } from "./credit-note";
import { operationStatusSchema, transitionActorSchema } from "./enums";
import { pickShape } from "./objects";
import { pageOf } from "./pagination";
import { amortizationPlanSchema } from "./simulation";
import { uploadRecordSchema } from "./upload";
import { utcDateTimeSchema, uuidSchema } from "./units";
import { warrantyItemSchema } from "./warranty";

export const statusTransitionSchema = z
  .object({
    from: operationStatusSchema.optional().describe("Status anterior; ausente na criação."),
    to: operationStatusSchema,
    at: utcDateTimeSchema.describe("Momento da transição (UTC)."),
    actor: transitionActorSchema,
    reason: z.string().optional().describe("Motivo (revisão, reprovação, cancelamento, erro)."),
  })
  .meta({ id: "StatusTransition", description: "Uma mudança de status da operação." });

export const creditNoteSchema = z
  .object({
    id: uuidSchema.describe("Identifica a operação em todos os passos seguintes."),
    creditNoteNo: z.string().describe("Número usado pela mesa de crédito e pelo suporte."),
    status: operationStatusSchema.describe("Status atual: o sinal de acompanhamento."),
    ...pickShape(creditNoteCreateShape, [
      "productId",
      "amortization",
      "liquidationType",
      "registryOfferCTPSRequestId",
      "observations",
      "insurance",
      "isPartnerChannelCreation",
    ]),
    createdByClientId: z
      .string()
      .optional()
      .describe(
        "client_id da credencial que criou a operação (extensão do contrato, DESIGN §3): o acesso é por correspondente, e este campo diz qual das suas credenciais (agência) a criou. Ausente em operações anteriores a este registro.",
      ),
    personId: uuidSchema.describe("Tomador."),
    bankAccountId: uuidSchema.describe("Conta de liquidação."),
    emissionDate: utcDateTimeSchema.describe("Data de emissão (UTC)."),
    plan: amortizationPlanSchema.describe("Plano de pagamento da operação, recalculado a cada alteração (id = id da operação)."),
    warranty: z.array(warrantyItemSchema).describe("Garantias; vazia no FGTS."),
    uploads: z.array(uploadRecordSchema).describe("Documentos; no FGTS confirma o termo de consentimento."),
    createdAt: utcDateTimeSchema,
    updatedAt: utcDateTimeSchema,
    statusSince: utcDateTimeSchema.describe("Desde quando a operação está no status atual (UTC)."),
    deleted: z.boolean().describe("true quando excluída logicamente (restore desfaz)."),
    deletedAt: utcDateTimeSchema.optional().describe("Momento da exclusão lógica, quando deleted."),
    cancelRequestedAt: utcDateTimeSchema
      .optional()
      .describe("Cancelamento pedido e em processamento desde (UTC); o status passa a Canceled quando o processamento termina."),
    history: z.array(statusTransitionSchema).describe("Transições em ordem cronológica."),
  })
  .meta({ id: "CreditNote", description: "Operação de crédito (nota de crédito) como o GET a devolve." });

export const creditNoteIdSchema = z
  .object({ id: uuidSchema.describe("Identificador da operação criada.") })
  .meta({ id: "CreditNoteId", description: "Resposta da criação sem returnValue." });

/** Creation answers the whole operation with `returnValue=true`, otherwise only `{ id }`. */
export const creditNoteCreatedSchema = z.union([creditNoteSchema, creditNoteIdSchema]);

export const creditNotePageSchema = pageOf(creditNoteSchema).meta({ id: "CreditNotePage" });

export type StatusTransition = z.output<typeof statusTransitionSchema>;
export type CreditNote = z.output<typeof creditNoteSchema>;
export type CreditNoteCreated = z.output<typeof creditNoteCreatedSchema>;
