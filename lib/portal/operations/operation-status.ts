/**
 * How the portal presents the contract's operation statuses (pt-BR labels, the three board categories and their
 * order). Pure data, shared by the board, the header count and the operation page. The categories follow the
 * spec ("States and transitions"): the statuses requiring partner action first, then the waiting ones, then
 * the final ones.
 */
import { type OperationStatus, operationStatusValues } from "@/lib/contract/enums";
import { terminalStatuses } from "@/lib/contract/status-permissions";

export type StatusCategory = "partner" | "waiting" | "final";

/** Partner action, most pressing first: the spec's four, then returns and rejections. */
export const PARTNER_STATUSES = [
  "Draft",
  "WarrantyRevision",
  "Signatures",
  "PaymentRevision",
  "Revision",
  "Disapproved",
] as const satisfies readonly OperationStatus[];

export const FINAL_STATUSES: readonly OperationStatus[] = terminalStatuses;

/** The waiting statuses, in pipeline order (the contract's enum order). */
export const WAITING_STATUSES: readonly OperationStatus[] = operationStatusValues.filter(
  (status) => !(PARTNER_STATUSES as readonly OperationStatus[]).includes(status) && !FINAL_STATUSES.includes(status),
);

/** The board's group order. */
export const BOARD_STATUS_ORDER: readonly OperationStatus[] = [...PARTNER_STATUSES, ...WAITING_STATUSES, ...FINAL_STATUSES];

/**
 * What the header counts as "needs this operator's action": the spec's four partner statuses and the desk's
 * return for correction (which stalls until the partner resubmits). A rejection (`Disapproved`) is shown on the
 * board but not counted: it asks for reading, not for a step.
 */
export const ACTION_REQUIRED_STATUSES = [
  "Draft",
  "WarrantyRevision",
  "Signatures",
  "PaymentRevision",
  "Revision",
] as const satisfies readonly OperationStatus[];

export function statusCategory(status: OperationStatus): StatusCategory {
  if ((PARTNER_STATUSES as readonly string[]).includes(status)) return "partner";
  if (FINAL_STATUSES.includes(status)) return "final";
  return "waiting";
}

export const CATEGORY_LABELS: Record<StatusCategory, string> = {
  partner: "Precisam de ação",
  waiting: "Em andamento",
  final: "Encerradas",
};

export const STATUS_LABELS: Record<OperationStatus, string> = {
  Draft: "Rascunho",
  ComplianceApproval: "Análise de compliance",
  CreditApproval: "Análise de crédito",
  Warranty: "Averbação da garantia",
  MarginReserveApproval: "Reserva de margem",
  ManualWarranty: "Averbação manual",
  WarrantyRevision: "Revisão da garantia",
  InstrumentApproval: "Emissão do contrato",
  Signatures: "Coleta de assinaturas",
  SignaturesValidation: "Validação das assinaturas",
  PartnerSignaturesValidation: "Validação do contrato assinado",
  WaitLiquidation: "Fila de pagamento",
  Liquidation: "Em liquidação",
  ManualLiquidation: "Liquidação manual",
  PaymentRevision: "Revisão do pagamento",
  Finished: "Liquidada",
  Revision: "Devolvida para correção",
  Disapproved: "Reprovada",
  Canceled: "Cancelada",
  Error: "Erro técnico",
};

/** What the partner does next, for the statuses that need it. */
export const PARTNER_ACTION_HINTS: Record<(typeof PARTNER_STATUSES)[number], string> = {
  Draft: "Complete garantia e documentos e envie para aprovação.",
  WarrantyRevision: "Corrija a garantia ou os documentos e conclua a revisão.",
  Signatures: "Entregue os links de assinatura ao tomador.",
  PaymentRevision: "Corrija a conta de liquidação do tomador.",
  Revision: "Corrija o que a mesa apontou e reenvie.",
  Disapproved: "Leia o motivo da reprovação.",
};

export function isOperationStatus(value: string): value is OperationStatus {
  return (operationStatusValues as readonly string[]).includes(value);
}
