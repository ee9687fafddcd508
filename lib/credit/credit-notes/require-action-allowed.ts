import { allowedStatusesByAction, isActionAllowed, type OperationAction, type OperationStatus } from "@/lib/contract";
import { AppError } from "@/lib/http";

const ACTION_LABELS: Record<OperationAction, string> = {
  update: "alterar a operação",
  updateCollateral: "alterar garantias ou documentos",
  correctSettlementAccount: "corrigir a conta de liquidação",
  delete: "excluir a operação",
  signUrl: "obter os links de assinatura",
  submitApproval: "enviar à aprovação",
  doneWarrantyRevision: "concluir a revisão de garantia",
  cancel: "cancelar a operação",
};

export interface ActionTarget {
  status: OperationStatus;
  deletedAt: Date | null;
  /** Set while a requested cancel is being processed: no other action is accepted until `Canceled`. */
  cancelRequestedAt?: Date | null;
  isFgts: boolean;
}

/**
 * The spec's permission table: an action the current status does not allow is a 409 (query the status before
 * repeating). The spec states 400 for deleting an FGTS operation in a wrong status. A logically deleted
 * operation accepts nothing but restore.
 */
export function requireActionAllowed(action: OperationAction, target: ActionTarget): void {
  if (target.deletedAt !== null) {
    throw new AppError("CONFLICT_STATUS", {
      message: `${action} on a deleted credit note`,
      userMessage: `Não é possível ${ACTION_LABELS[action]}: a operação está excluída; restaure-a com POST /v1/CreditNote/{id}/restore.`,
    });
  }
  if (target.cancelRequestedAt) {
    throw new AppError("CONFLICT_STATUS", {
      message: `${action} while a cancel is being processed`,
      userMessage: `Não é possível ${ACTION_LABELS[action]}: o cancelamento da operação está em processamento; aguarde o status Canceled.`,
    });
  }
  if (isActionAllowed(action, target.status)) return;
  const allowed = allowedStatusesByAction[action].join(", ");
  const userMessage = `Não é possível ${ACTION_LABELS[action]} no status ${target.status} (permitido em: ${allowed}).`;
  const code = action === "delete" && target.isFgts ? "BUSINESS_RULE" : "CONFLICT_STATUS";
  throw new AppError(code, { message: `${action} not allowed in ${target.status}`, userMessage });
}
