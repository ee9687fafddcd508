"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { cancelOperationAction } from "@/lib/portal/operations/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { useActionRunner } from "@/components/ui/use-action-runner";

/** Cancel, with the reason the history keeps and the desk reads (required by the portal). */
export function CancelOperationButton({ operationId, productKind }: { operationId: string; productKind: "payroll" | "fgts" }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { pending, error, run, clearError, showError } = useActionRunner();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        clearError();
        setFieldError(undefined);
      }}
      pending={pending}
      error={error}
      title="Cancelar a operação?"
      description={`O cancelamento não é instantâneo: a operação segue em processamento até o status Cancelada, e então ${productKind === "fgts" ? "o saque-aniversário é liberado no órgão do FGTS" : "a margem reservada é liberada"}. Uma nova contratação para o mesmo tomador só depois disso.`}
      confirmLabel="Cancelar operação"
      confirmVariant="danger"
      trigger={<Button variant="danger">Cancelar operação</Button>}
      onConfirm={() => {
        setFieldError(undefined);
        run(() => cancelOperationAction({ operationId, form: { reason } }), {
          onSuccess: () => {
            setOpen(false);
            router.refresh();
          },
          // A refused reason is said at its field only; any other refusal in the dialog's alert.
          onFailure: (failure) => (failure.fieldErrors?.reason ? setFieldError(failure.fieldErrors.reason) : showError(failure.message)),
        });
      }}
    >
      <FormField id="motivo-cancelamento" label="Motivo do cancelamento" hint="Vai para o histórico da operação e a mesa de crédito o lê." error={fieldError}>
        <textarea
          id="motivo-cancelamento"
          rows={3}
          maxLength={1000}
          className={INPUT_CLASS}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...fieldAria("motivo-cancelamento", fieldError, true)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
