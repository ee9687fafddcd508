import type { OperationStatus } from "@/lib/contract";

/** Where the operation is now, in the borrower's words (the partner's statuses mean nothing to them). */
export function borrowerStatus(status: OperationStatus, { signed }: { signed: boolean }): string {
  switch (status) {
    case "Signatures":
      return signed ? "Assinatura recebida; o credor vai validá-la em instantes" : "Coletando as assinaturas";
    case "SignaturesValidation":
    case "PartnerSignaturesValidation":
      return "O credor está validando as assinaturas";
    case "WaitLiquidation":
    case "Liquidation":
    case "ManualLiquidation":
      return "Transferência do valor para a sua conta em andamento";
    case "PaymentRevision":
      return "Transferência pendente: o correspondente vai confirmar a conta de destino";
    case "Finished":
      return "Valor liberado: contrato ativo";
    case "Canceled":
      return "Proposta cancelada";
    default:
      return "Em análise pelo credor";
  }
}
