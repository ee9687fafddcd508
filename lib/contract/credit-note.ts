/**
 * Credit note (operation) requests: creation, PUT bodies, queries and the cancel body.
 * Decisions for what the spec leaves open:
 * - `newPersonAndAccount` = `{ person: <NaturalPersonCreate>, bankAccount: <account fields without personId> }`,
 *   an alternative to `personId` + `bankAccountId` (never both).
 * - `PUT /v1/CreditNote/{id}` is a partial update of the operation's own attributes (at least one field);
 *   product and borrower are not editable (create a new operation), collateral and documents have their own
 *   PUTs. `PUT .../warranty` takes `{ warranty: [...] }` and replaces the collateral list; `PUT .../upload`
 *   takes `{ uploads: [...] }` and appends documents. Objects rather than bare lists, like the creation body.
 * - The listing's `status` filter takes one status; `initialDate`/`finalDate` bound the creation instant.
 */
import { z } from "zod";
import { amortizationSchema, calculationModelOf } from "./amortization";
import { bankAccountFieldsShape } from "./bank-account";
import { operationStatusSchema } from "./enums";
import { expecting } from "./messages";
import { naturalPersonCreateSchema } from "./natural-person";
import {
  addFieldIssue,
  evenWithOtherIssues,
  isSent,
  listSchema,
  parametersObject,
  pickShape,
  propertyOf,
  requestObject,
} from "./objects";
import { paginationQueryShape } from "./pagination";
import { uploadItemSchema } from "./upload";
import { booleanQuerySchema, booleanSchema, integerIdSchema, textSchema, utcDateTimeSchema, uuidSchema } from "./units";
import { warrantyItemSchema } from "./warranty";

export const newPersonAndAccountSchema = requestObject(
  {
    person: naturalPersonCreateSchema,
    bankAccount: requestObject(bankAccountFieldsShape, "conta de newPersonAndAccount").describe(
      "Conta de liquidação do novo tomador (sem personId).",
    ),
  },
  "newPersonAndAccount",
).meta({
  id: "NewPersonAndAccount",
  description: "Cria tomador e conta na criação da operação; alternativa a personId + bankAccountId.",
});

const invoiceMessage = "Invoice não se aplica ao consignado privado nem ao FGTS: use liquidationType = EletronicTransfer";

export const creditNoteCreateShape = {
  productId: uuidSchema.describe("Produto contratado; define o modelo de cálculo e as faixas de taxa e prazo."),
  personId: uuidSchema
    .optional()
    .describe("Tomador vinculado ao chamador. Obrigatório, salvo quando newPersonAndAccount é enviado."),
  amortization: amortizationSchema,
  warranty: listSchema(warrantyItemSchema, "itens de garantia")
    .optional()
    .describe("Consignado privado: garantia (necessária para enviar à aprovação). FGTS: não envie."),
  uploads: listSchema(uploadItemSchema, "documentos")
    .optional()
    .describe("Documentos da operação. FGTS: envie o termo de consentimento (Authorization). Lista vazia não reserva nada."),
  liquidationType: z
    .literal("EletronicTransfer", {
      error: (issue) => (issue.input === "Invoice" ? invoiceMessage : expecting("informe liquidationType = EletronicTransfer")(issue)),
    })
    .describe("Sempre EletronicTransfer; Invoice não se aplica."),
  bankAccountId: uuidSchema
    .optional()
    .describe("Conta de destino do valor liberado. Obrigatória, salvo quando newPersonAndAccount é enviado."),
  emissionDate: utcDateTimeSchema.optional().describe("Data de emissão (UTC); omitida = data da criação."),
  registryOfferCTPSRequestId: integerIdSchema
    .optional()
    .describe("Consignado privado, só quando a operação vem do leilão CTPS: offerRequestId da oferta de origem."),
  newPersonAndAccount: newPersonAndAccountSchema.optional(),
  observations: textSchema("a observação para a mesa de crédito", { max: 2000 }).optional().describe("Nota livre para a mesa."),
  insurance: booleanSchema("true quando o produto embute seguro prestamista").optional().describe("true quando o produto embute seguro prestamista (consignado privado)."),
  isPartnerChannelCreation: booleanSchema("true quando a criação vem do canal do parceiro")
    .optional()
    .describe("true quando a criação vem do canal do parceiro (consignado privado)."),
};

function isFgts(body: unknown): boolean {
  return calculationModelOf(propertyOf(propertyOf(body, "amortization"), "amortizationType")) === "fgts";
}

/** Fields of the private payroll loan that an FGTS operation must not carry. */
function checkFgtsExclusions(body: unknown, context: z.core.$RefinementCtx): void {
  if (!isFgts(body)) return;
  if (isSent(body, "warranty")) {
    addFieldIssue(context, "warranty", "warranty não se aplica ao FGTS (a garantia é o saldo do saque-aniversário); não envie warranty");
  }
  if (isSent(body, "registryOfferCTPSRequestId")) {
    addFieldIssue(context, "registryOfferCTPSRequestId", "registryOfferCTPSRequestId é do leilão CTPS do consignado privado; não envie no FGTS");
  }
}

function checkCreation(body: unknown, context: z.core.$RefinementCtx): void {
  if (isSent(body, "newPersonAndAccount")) {
    for (const field of ["personId", "bankAccountId"].filter((key) => isSent(body, key))) {
      addFieldIssue(context, field, `envie ${field} ou newPersonAndAccount, não os dois`);
    }
  } else {
    if (!isSent(body, "personId")) {
      addFieldIssue(context, "personId", "campo obrigatório: informe o UUID do tomador (ou envie newPersonAndAccount)");
    }
    if (!isSent(body, "bankAccountId")) {
      addFieldIssue(context, "bankAccountId", "campo obrigatório: informe o UUID da conta de liquidação (ou envie newPersonAndAccount)");
    }
  }
  checkFgtsExclusions(body, context);
}

export const creditNoteCreateSchema = requestObject(creditNoteCreateShape, "corpo de criação da operação")
  .superRefine(checkCreation, evenWithOtherIssues)
  .meta({ id: "CreditNoteCreate", description: "Corpo de criação da operação (nota de crédito)." });

export const creditNoteCreateQuerySchema = parametersObject(
  {
    updateStartDate: booleanQuerySchema("true reposiciona a data-base para o dia da criação")
      .optional()
      .describe("true reposiciona a data-base do cálculo para o dia da criação."),
    returnValue: booleanQuerySchema("true devolve a operação inteira")
      .optional()
      .describe("true devolve a operação inteira em vez de só { id }."),
  },
  "criação da operação",
);

const editableKeys = [
  "amortization",
  "bankAccountId",
  "liquidationType",
  "emissionDate",
  "registryOfferCTPSRequestId",
  "observations",
  "insurance",
  "isPartnerChannelCreation",
] as const;

function checkUpdate(body: unknown, context: z.core.$RefinementCtx): void {
  if (!editableKeys.some((key) => isSent(body, key))) {
    context.addIssue({ code: "custom", path: [], message: `envie ao menos um campo editável: ${editableKeys.join(", ")}`, input: body });
  }
  checkFgtsExclusions(body, context);
}

export const creditNoteUpdateSchema = requestObject(pickShape(creditNoteCreateShape, editableKeys), "atualização da operação")
  .partial()
  .superRefine(checkUpdate, evenWithOtherIssues)
  .meta({
    id: "CreditNoteUpdate",
    description: "Atualização parcial dos atributos da operação (só em Draft, Revision, Disapproved, Error).",
  });

export const creditNoteWarrantyUpdateSchema = requestObject(
  { warranty: listSchema(warrantyItemSchema, "item de garantia", { min: 1 }).describe("Substitui a lista de garantias.") },
  "atualização de garantia",
).meta({ id: "CreditNoteWarrantyUpdate", description: "Substitui a garantia da operação (consignado privado)." });

export const creditNoteUploadUpdateSchema = requestObject(
  { uploads: listSchema(uploadItemSchema, "documento", { min: 1 }).describe("Documentos a anexar (somados aos existentes).") },
  "anexação de documentos",
).meta({ id: "CreditNoteUploadUpdate", description: "Anexa documentos à operação antes do envio à aprovação." });

export const submitApprovalQuerySchema = parametersObject(
  {
    updateStartDate: booleanQuerySchema("true reposiciona a data-base para o dia do envio")
      .optional()
      .describe("true reposiciona a data-base do cálculo para o dia do envio."),
  },
  "envio para aprovação",
);

export const cancelRequestSchema = requestObject(
  {
    message: textSchema("o motivo do cancelamento", { max: 1000 })
      .optional()
      .describe("Motivo, guardado no histórico e lido pela mesa. Opcional, mas envie."),
  },
  "pedido de cancelamento",
).meta({ id: "CancelRequest", description: "Cancelamento: ação única, sem parâmetros de controle." });

function checkDateWindow(query: unknown, context: z.core.$RefinementCtx): void {
  const initial = propertyOf(query, "initialDate");
  const final = propertyOf(query, "finalDate");
  // The fixed-width UTC format orders chronologically as text.
  if (typeof initial === "string" && typeof final === "string" && initial > final) {
    addFieldIssue(context, "finalDate", "informe finalDate igual ou posterior a initialDate");
  }
}

export const creditNoteListQuerySchema = parametersObject(
  {
    status: operationStatusSchema.optional().describe("Filtra por um status."),
    personId: uuidSchema.optional().describe("Filtra pelas operações de um tomador."),
    initialDate: utcDateTimeSchema.optional().describe("Início da janela (UTC, inclusive) sobre o momento de criação."),
    finalDate: utcDateTimeSchema.optional().describe("Fim da janela (UTC, inclusive) sobre o momento de criação."),
    ...paginationQueryShape,
  },
  "varredura de operações",
)
  .superRefine(checkDateWindow, evenWithOtherIssues);

export type NewPersonAndAccount = z.output<typeof newPersonAndAccountSchema>;
export type CreditNoteCreate = z.output<typeof creditNoteCreateSchema>;
export type CreditNoteCreateInput = z.input<typeof creditNoteCreateSchema>;
export type CreditNoteCreateQuery = z.output<typeof creditNoteCreateQuerySchema>;
export type CreditNoteUpdate = z.output<typeof creditNoteUpdateSchema>;
export type CreditNoteWarrantyUpdate = z.output<typeof creditNoteWarrantyUpdateSchema>;
export type CreditNoteUploadUpdate = z.output<typeof creditNoteUploadUpdateSchema>;
export type SubmitApprovalQuery = z.output<typeof submitApprovalQuerySchema>;
export type CancelRequest = z.output<typeof cancelRequestSchema>;
export type CreditNoteListQuery = z.output<typeof creditNoteListQuerySchema>;
