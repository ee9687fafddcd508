import type { OperationStatus } from "@/lib/contract";

/** Each operation status in pt-BR, as operators say it. */
export const OPERATION_STATUS_LABELS: Readonly<Record<OperationStatus, string>> = {
  Draft: "Rascunho",
  ComplianceApproval: "Análise de compliance",
  CreditApproval: "Análise de crédito",
  Warranty: "Averbação da garantia",
  MarginReserveApproval: "Reserva de margem em aprovação",
  ManualWarranty: "Averbação manual",
  WarrantyRevision: "Revisão de garantia",
  InstrumentApproval: "Conferência do instrumento",
  Signatures: "Coleta de assinaturas",
  SignaturesValidation: "Validação das assinaturas",
  PartnerSignaturesValidation: "Validação das assinaturas do parceiro",
  WaitLiquidation: "Na fila de pagamento",
  Liquidation: "Transferência em andamento",
  ManualLiquidation: "Transferência manual",
  PaymentRevision: "Revisão da conta de pagamento",
  Finished: "Liquidada",
  Revision: "Devolvida para correção",
  Disapproved: "Reprovada",
  Canceled: "Cancelada",
  Error: "Erro técnico",
};
