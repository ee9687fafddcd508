/**
 * What each status means to the person at the portal, in plain pt-BR: what happened, then what to do (or that
 * nothing is needed). The contract's `partnerGuidanceByStatus` speaks to integrators in the API's names; the portal
 * never shows it. Each text follows the status label on screen, so it does not repeat the label.
 */
import type { OperationStatus } from "@/lib/contract/enums";

export const STATUS_GUIDANCE: Readonly<Record<OperationStatus, string>> = {
  Draft: "A operação ainda não foi enviada. Confira a garantia e os documentos e envie para aprovação.",
  ComplianceApproval: "Os dados do tomador estão sendo conferidos. Nada a fazer: a operação segue sozinha.",
  CreditApproval: "O crédito está sendo avaliado. Nada a fazer: a operação segue sozinha.",
  Warranty: "A garantia está sendo registrada no órgão. Nada a fazer; no FGTS pode esperar a janela de manutenção do órgão.",
  MarginReserveApproval: "O empregador reservou a margem e a reserva está sendo aprovada. Nada a fazer.",
  ManualWarranty: "A mesa de crédito está registrando a garantia à mão. Aguarde o contato da mesa e não crie outra operação.",
  WarrantyRevision:
    "O registro da garantia foi recusado. Leia o motivo, corrija a garantia ou os documentos e conclua a revisão; no FGTS, também pode cancelar e criar outra com valor menor.",
  InstrumentApproval: "O contrato foi gerado e está sendo conferido. Nada a fazer.",
  Signatures: "O contrato está pronto para assinar. Envie a cada signatário o seu link de assinatura.",
  SignaturesValidation: "Todos assinaram e as assinaturas estão sendo conferidas. Nada a fazer.",
  PartnerSignaturesValidation: "O contrato assinado que você enviou está sendo conferido. Nada a fazer.",
  WaitLiquidation: "Contrato assinado e aprovado, na fila de pagamento. Nada a fazer.",
  Liquidation: "O valor está sendo transferido para a conta do tomador. Nada a fazer.",
  ManualLiquidation: "A mesa está fazendo a transferência à mão. Nada a fazer.",
  PaymentRevision: "A transferência não foi concluída. Leia o motivo e corrija a conta de pagamento: o titular deve ser o próprio tomador.",
  Finished: "O valor foi pago ao tomador e o contrato está ativo. Nada mais a fazer.",
  Revision: "A mesa de crédito devolveu a operação. Leia o motivo, corrija o que ela apontou e envie de novo.",
  Disapproved: "A mesa de crédito reprovou a operação. Leia o motivo; ela não pode ser reenviada: para tentar de novo, crie uma nova operação.",
  Canceled: "A operação foi cancelada. O tomador já pode contratar de novo.",
  Error: "Uma falha técnica parou a operação. Fale com o suporte e informe o número da operação.",
};
