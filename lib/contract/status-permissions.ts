/**
 * The spec's permission table and status classes, as data: the API enforces them (409 otherwise) and the
 * portal shows only the actions they allow. Entries marked "decision" fill what the spec leaves open.
 */
import { type OperationStatus, operationStatusValues } from "./enums";

export const operationActionValues = [
  "update",
  "updateCollateral",
  "correctSettlementAccount",
  "delete",
  "signUrl",
  "submitApproval",
  "doneWarrantyRevision",
  "cancel",
] as const;
export type OperationAction = (typeof operationActionValues)[number];

/** Statuses from `Signatures` onward on the happy path; returns, rejections, errors and cancel are not "onward". */
const fromSignaturesOnward = [
  "Signatures",
  "SignaturesValidation",
  "PartnerSignaturesValidation",
  "WaitLiquidation",
  "Liquidation",
  "ManualLiquidation",
  "PaymentRevision",
  "Finished",
] as const satisfies readonly OperationStatus[];

/** Statuses after which nothing changes any more. */
export const terminalStatuses = ["Finished", "Canceled"] as const satisfies readonly OperationStatus[];

/** A transfer is under way: cancelling could not stop the money (decision). */
const transferInProgress = ["Liquidation", "ManualLiquidation"] as const satisfies readonly OperationStatus[];

export const allowedStatusesByAction: Readonly<Record<OperationAction, readonly OperationStatus[]>> = {
  /** `PUT /v1/CreditNote/{id}` (and its `/warranty`, `/upload` sub-resources). */
  update: ["Draft", "Revision", "Disapproved", "Error"],
  // The spec's table names only PUT /v1/CreditNote/{id}. Collateral and documents are also what a partner
  // corrects in WarrantyRevision before doneWarrantyRevision (transition table), so those PUTs accept it too.
  updateCollateral: ["Draft", "Revision", "Disapproved", "Error", "WarrantyRevision"],
  // PaymentRevision: "Partner corrects the account" (transition table); the PUT then carries only bankAccountId
  // and settlement is retried (WaitLiquidation).
  correctSettlementAccount: ["PaymentRevision"],
  /** `DELETE /v1/CreditNote/{id}` (logical). */
  delete: ["Draft", "Revision", "Disapproved", "Canceled"],
  /** `GET /v1/CreditNote/{id}/SignUrl`: from `Signatures` onward. */
  signUrl: fromSignaturesOnward,
  /** `submitapproval`: a draft, or a desk return corrected by PUT ("corrects by PUT and resubmits"). */
  submitApproval: ["Draft", "Revision"],
  /** `doneWarrantyRevision` closes a collateral revision. */
  doneWarrantyRevision: ["WarrantyRevision"],
  /** `cancel` (decision): any status that is neither terminal nor transferring money. */
  cancel: operationStatusValues.filter(
    (status) =>
      !(terminalStatuses as readonly OperationStatus[]).includes(status) &&
      !(transferInProgress as readonly OperationStatus[]).includes(status),
  ),
};

/** Where `cancel` is refused, in pt-BR: the route's reference and the guides' cancel sections say it in these words. */
export const CANCEL_REFUSAL_RULE = `Recusado (409) numa operação encerrada (${terminalStatuses.join(", ")}) ou com a transferência em andamento (${transferInProgress.join(", ")}); aceito em qualquer outro status.`;

/** What `restore` gives back, in pt-BR: deleting keeps the status (delete-credit-note.ts), so restoring returns to it. */
export const RESTORE_OUTCOME = "a operação volta ao status que tinha";

export function isActionAllowed(action: OperationAction, status: OperationStatus): boolean {
  return allowedStatusesByAction[action].includes(status);
}

/** Statuses in which the partner must act; all others mean wait. */
export const partnerActionStatuses = ["Draft", "WarrantyRevision", "Signatures", "PaymentRevision"] as const satisfies readonly OperationStatus[];

/** Desk returns and rejections: handled when the partner's process treats them. */
export const returnStatuses = ["Revision", "Disapproved"] as const satisfies readonly OperationStatus[];

/** Statuses that only the private payroll loan goes through. */
export const privateLoanOnlyStatuses = ["MarginReserveApproval"] as const satisfies readonly OperationStatus[];

/** What the partner should do in a status, in pt-BR (portal hints and documentation). */
export const partnerGuidanceByStatus: Readonly<Record<OperationStatus, string>> = {
  Draft: "Complete garantia e documentos e envie para aprovação (FGTS: confira o termo de consentimento).",
  ComplianceApproval: "Aguarde: análise de compliance.",
  CreditApproval: "Aguarde: análise de crédito.",
  Warranty: "Aguarde: averbação da garantia (FGTS: respeita a janela de manutenção do órgão).",
  MarginReserveApproval: "Aguarde: reserva de margem retornada, aguardando aprovação.",
  ManualWarranty: "Aguarde contato: a mesa trata a averbação manualmente; não recrie a operação.",
  WarrantyRevision: "Corrija a garantia e chame doneWarrantyRevision: a operação retorna a Warranty e a averbação roda de novo (FGTS: ou cancele e recrie com valor compatível).",
  InstrumentApproval: "Aguarde: instrumento gerado e em conferência.",
  Signatures: "Obtenha as URLs em SignUrl e entregue aos signatários.",
  SignaturesValidation: "Aguarde: assinaturas em conferência.",
  PartnerSignaturesValidation: "Aguarde: assinaturas do parceiro em conferência.",
  WaitLiquidation: "Aguarde: na fila de pagamento.",
  Liquidation: "Aguarde: transferência em andamento.",
  ManualLiquidation: "Aguarde: transferência manual em andamento.",
  PaymentRevision: "Corrija a conta de liquidação (titular deve ser o tomador).",
  Finished: "Contrato ativo; nada a fazer.",
  Revision: "Corrija os atributos por PUT e reenvie para aprovação.",
  Disapproved: "Leia o motivo da reprovação no histórico.",
  Canceled: "Operação cancelada; nova contratação já é possível.",
  Error: "Falha técnica: contate o suporte com o id da operação.",
};
