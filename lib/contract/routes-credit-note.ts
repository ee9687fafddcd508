/** Routes of the credit note (operation): creation, tracking, edits, pipeline actions, deletion. */
import { DUPLICATE_UPLOAD_RULE, SETTLEMENT_ACCOUNT_RULE } from "./api-rules";
import {
  cancelRequestSchema,
  creditNoteCreateQuerySchema,
  creditNoteCreateSchema,
  creditNoteListQuerySchema,
  creditNoteUpdateSchema,
  creditNoteUploadUpdateSchema,
  creditNoteWarrantyUpdateSchema,
  submitApprovalQuerySchema,
} from "./credit-note";
import { creditNoteCreatedSchema, creditNotePageSchema, creditNoteSchema } from "./credit-note-response";
import { parametersObject } from "./objects";
import {
  bothProducts,
  httpErrorReasons,
  idPathParamsSchema,
  privateLoanOnly,
  type RouteDefinition,
  statusConflictReason,
  validationReason,
} from "./route-definition";
import { SIGNATURE_EVIDENCE_NOTE, SIGNATURE_REFUSAL_RULE, SIGNER_IDENTITY_DIGITS, SKIPPED_COLLECTION_NOTE, signUrlResponseSchema } from "./signatures";
import { allowedStatusesByAction, CANCEL_REFUSAL_RULE, type OperationAction, RESTORE_OUTCOME } from "./status-permissions";
import { uuidSchema } from "./units";

const { unauthorized, notLinked, idempotencyConflict } = httpErrorReasons;

/**
 * The reading route's `id`, where a partner holding only the number the desk quotes tries it: said once, here, and in
 * the identifiers convention (on every operation route's line the same sentence twelve times would only repeat it).
 */
const lookupParamsSchema = parametersObject(
  { id: uuidSchema.describe("Identificador (UUID) da operação, devolvido na criação; o creditNoteNo (número para a mesa e o suporte) não serve no caminho.") },
  "rota",
);
const operationAsAfterAction = "A operação como GET /v1/CreditNote/{id} a devolve, depois da ação.";
const statusesOf = (action: OperationAction) => allowedStatusesByAction[action].join(", ");

export const creditNoteRoutes = {
  createCreditNote: {
    method: "POST",
    path: "/v1/CreditNote",
    summary: "Criar operação",
    description:
      "Cria a nota de crédito (Draft ou ComplianceApproval, conforme o produto). requestedAmount em centavos; totalValue e registry_OriginalMargin em reais. personId + bankAccountId ou newPersonAndAccount. FGTS: não envie warranty. Query returnValue=true devolve a operação inteira; sem ela, { id }.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    idempotencyKey: true,
    query: creditNoteCreateQuerySchema,
    body: creditNoteCreateSchema,
    response: creditNoteCreatedSchema,
    responseDescription: "A operação (returnValue=true) ou { id }.",
    errors: {
      400: validationReason(
        "modelo de cálculo diferente do produto, periodicidade diferente de mensal, taxa ou prazo fora da faixa do produto, campos de outro modelo",
      ),
      401: unauthorized,
      403: `${notLinked} Ou arquivo (uploads[].fileId) de outro correspondente.`,
      404: "Produto, tomador, conta ou arquivo (uploads[].fileId) inexistente.",
      409: `Operação anterior do mesmo tomador ainda em processamento (aguarde Canceled); o mesmo documento duas vezes em uploads (mesmo tipo e nome, ou mesmo conteúdo); ou ${idempotencyConflict}`,
    },
  },
  getCreditNote: {
    method: "GET",
    path: "/v1/CreditNote/{id}",
    summary: "Consultar operação",
    description: "A operação atual; o campo status é o sinal de acompanhamento (não há webhook).",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: lookupParamsSchema,
    response: creditNoteSchema,
    responseDescription: "A operação.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Operação inexistente." },
  },
  listCreditNotes: {
    method: "GET",
    path: "/v1/CreditNote",
    summary: "Varrer operações",
    description:
      "Varredura por status e janela de datas (initialDate/finalDate, UTC, sobre a criação), paginada. Varra só os status com operações abertas, a cada 15 a 30 minutos.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    query: creditNoteListQuerySchema,
    response: creditNotePageSchema,
    responseDescription: "Página de operações.",
    errors: { 400: validationReason(), 401: unauthorized },
  },
  updateCreditNote: {
    method: "PUT",
    path: "/v1/CreditNote/{id}",
    summary: "Atualizar operação",
    description: `Atualização parcial dos atributos da operação. Só em ${statusesOf("update")}. ${SETTLEMENT_ACCOUNT_RULE}`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    body: creditNoteUpdateSchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: {
      400: validationReason("modelo de cálculo diferente do produto, taxa ou prazo fora da faixa do produto"),
      401: unauthorized,
      403: notLinked,
      404: "Operação ou conta inexistente.",
      409: statusConflictReason(statusesOf("update")),
    },
  },
  updateCreditNoteWarranty: {
    method: "PUT",
    path: "/v1/CreditNote/{id}/warranty",
    summary: "Atualizar garantia",
    description: `Consignado privado: substitui a lista de garantias ({ warranty: [...] }; totalValue em reais). Não se aplica ao FGTS. Só em ${statusesOf("updateCollateral")}.`,
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    params: idPathParamsSchema,
    body: creditNoteWarrantyUpdateSchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: {
      400: validationReason("operação FGTS: garantia não se aplica"),
      401: unauthorized,
      403: notLinked,
      404: "Operação inexistente.",
      409: statusConflictReason(statusesOf("updateCollateral")),
    },
  },
  updateCreditNoteUploads: {
    method: "PUT",
    path: "/v1/CreditNote/{id}/upload",
    summary: "Anexar documentos",
    description: `Anexa documentos ({ uploads: [...] }) antes do envio à aprovação; com fileId, o item vincula o conteúdo enviado por POST /v1/File. ${DUPLICATE_UPLOAD_RULE} Só em ${statusesOf("updateCollateral")}.`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    body: creditNoteUploadUpdateSchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: {
      400: validationReason(),
      401: unauthorized,
      403: `${notLinked} Ou arquivo (uploads[].fileId) de outro correspondente.`,
      404: "Operação ou arquivo (uploads[].fileId) inexistente.",
      409: `${statusConflictReason(statusesOf("updateCollateral"))} Ou documento já anexado (mesmo tipo e nome, ou mesmo conteúdo), indicado em errors[].`,
    },
  },
  submitCreditNoteForApproval: {
    method: "POST",
    path: "/v1/CreditNote/{id}/submitapproval",
    summary: "Enviar para aprovação",
    description:
      `Entra na esteira (ComplianceApproval ou CreditApproval); a operação deixa de ser editável. Só em ${statusesOf("submitApproval")}. Query updateStartDate=true reposiciona a data-base no envio.`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    query: submitApprovalQuerySchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: {
      400: validationReason("consignado privado sem item de garantia; FGTS acima do limite anual de contratação"),
      401: unauthorized,
      403: notLinked,
      404: "Operação inexistente.",
      409: statusConflictReason(statusesOf("submitApproval")),
    },
  },
  getCreditNoteSignUrl: {
    method: "GET",
    path: "/v1/CreditNote/{id}/SignUrl",
    summary: "Obter URLs de assinatura",
    description:
      "Endereços de assinatura por signatário (nome mascarado); a coleta ocorre no provedor, fora da API. Disponível de Signatures em diante. " +
      "Na página de assinatura o signatário lê o instrumento (valores, plano, taxas, IOF, CET, garantia, condições), marca a concordância e " +
      `confirma os ${SIGNER_IDENTITY_DIGITS} primeiros dígitos do CPF; depois de assinar, o item traz signedAt e documentSha256. ` +
      `${SIGNATURE_REFUSAL_RULE} ${SIGNATURE_EVIDENCE_NOTE}`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: signUrlResponseSchema,
    responseDescription: `Signatários e seus endereços de assinatura. ${SKIPPED_COLLECTION_NOTE}`,
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Operação inexistente.", 409: statusConflictReason(statusesOf("signUrl")) },
  },
  doneCreditNoteWarrantyRevision: {
    method: "POST",
    path: "/v1/CreditNote/{id}/doneWarrantyRevision",
    summary: "Concluir revisão de garantia",
    description: `Depois de corrigir a garantia em WarrantyRevision: a operação volta a Warranty e a averbação roda de novo com a garantia corrigida, sem recomeçar a esteira. Só em ${statusesOf("doneWarrantyRevision")}.`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: {
      400: validationReason(),
      401: unauthorized,
      403: notLinked,
      404: "Operação inexistente.",
      409: statusConflictReason(statusesOf("doneWarrantyRevision")),
    },
  },
  cancelCreditNote: {
    method: "POST",
    path: "/v1/CreditNote/{id}/cancel",
    summary: "Cancelar operação",
    description:
      "Ação única, sem parâmetros de controle; corpo { message } com o motivo (opcional, mas envie). Não é instantâneo: libera a margem (consignado) ou desfaz o registro no órgão do FGTS. " +
      CANCEL_REFUSAL_RULE,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    body: cancelRequestSchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: {
      400: validationReason(),
      401: unauthorized,
      403: notLinked,
      404: "Operação inexistente.",
      409: statusConflictReason(statusesOf("cancel")),
    },
  },
  deleteCreditNote: {
    method: "DELETE",
    path: "/v1/CreditNote/{id}",
    summary: "Excluir operação (lógica)",
    description: `Exclusão lógica (restore desfaz). Só em ${statusesOf("delete")}.`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: creditNoteSchema,
    responseDescription: "A operação, com deleted = true.",
    errors: {
      400: `FGTS: status não permite exclusão (permitida em: ${statusesOf("delete")}).`,
      401: unauthorized,
      403: notLinked,
      404: "Operação inexistente.",
      409: `Consignado privado: ${statusConflictReason(statusesOf("delete"))}`,
    },
  },
  restoreCreditNote: {
    method: "POST",
    path: "/v1/CreditNote/{id}/restore",
    summary: "Restaurar operação excluída",
    description: `Desfaz a exclusão lógica; ${RESTORE_OUTCOME}.`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: creditNoteSchema,
    responseDescription: operationAsAfterAction,
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Operação inexistente.", 409: "A operação não está excluída." },
  },
} satisfies Record<string, RouteDefinition>;
