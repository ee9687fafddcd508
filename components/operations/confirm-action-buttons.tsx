"use client";

import {
  closeWarrantyRevisionAction,
  deleteOperationAction,
  restoreOperationAction,
  submitOperationAction,
} from "@/lib/portal/operations/actions";
import type { OperationStatus } from "@/lib/contract";
import type { OperationPageAction } from "@/lib/portal/operations/operation-actions";
import { CancelOperationButton } from "./cancel-operation-button";
import { ConfirmActionButton } from "./confirm-action-button";

/** The actions of one click (each confirmed): submit, close a collateral revision, restore, delete, cancel. */
export function ConfirmActionButtons({
  operationId,
  creditNoteNo,
  actions,
  productKind,
  status,
}: {
  operationId: string;
  creditNoteNo: string;
  actions: readonly OperationPageAction[];
  productKind: "payroll" | "fgts";
  status: OperationStatus;
}) {
  const has = (action: OperationPageAction) => actions.includes(action);
  if (!["submit", "closeRevision", "restore", "delete", "cancel"].some((action) => has(action as OperationPageAction))) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {has("submit") && (
        <ConfirmActionButton
          label={status === "Revision" ? "Reenviar para aprovação" : "Enviar para aprovação"}
          variant="primary"
          title={`Enviar a operação ${creditNoteNo} para aprovação?`}
          description="Depois do envio ela segue a esteira (análises, averbação, assinaturas e liquidação) e não pode ser alterada até o fim da análise."
          confirmLabel="Enviar"
          action={() => submitOperationAction({ operationId })}
        />
      )}
      {has("closeRevision") && (
        <ConfirmActionButton
          label="Concluir a revisão de garantia"
          variant="primary"
          title="A garantia foi corrigida?"
          description="Concluir a revisão devolve a operação à averbação, sem recomeçar. Corrija a garantia antes, se ainda não corrigiu."
          confirmLabel="Concluir a revisão"
          action={() => closeWarrantyRevisionAction({ operationId })}
        />
      )}
      {has("restore") && (
        <ConfirmActionButton
          label="Restaurar"
          variant="primary"
          title={`Restaurar a operação ${creditNoteNo}?`}
          description="A exclusão é desfeita e a operação volta ao status em que estava."
          confirmLabel="Restaurar"
          action={() => restoreOperationAction({ operationId })}
        />
      )}
      {has("cancel") && <CancelOperationButton operationId={operationId} productKind={productKind} />}
      {has("delete") && (
        <ConfirmActionButton
          label="Excluir"
          title={`Excluir a operação ${creditNoteNo}?`}
          description="A exclusão é lógica: a operação sai das listas e pode ser restaurada depois."
          confirmLabel="Excluir"
          confirmVariant="danger"
          action={() => deleteOperationAction({ operationId })}
        />
      )}
    </div>
  );
}
