"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { cancelOperationAction } from "@/app/(portal)/operations/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";

/** Cancel, with the reason the history keeps and the desk reads (required by the portal). */
export function CancelOperationButton({ operationId, productKind }: { operationId: string; productKind: "payroll" | "fgts" }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        setFieldError(undefined);
      }}
      pending={pending}
      error={error}
      title="Cancelar a operação?"
      description={`O cancelamento não é instantâneo: a operação segue em processamento até o status Cancelada, e então ${productKind === "fgts" ? "o saque-aniversário é liberado no órgão do FGTS" : "a margem reservada é liberada"}. Uma nova contratação para o mesmo tomador só depois disso.`}
      confirmLabel="Cancelar operação"
      confirmVariant="danger"
      trigger={<Button variant="danger">Cancelar operação</Button>}
      onConfirm={() =>
        startTransition(async () => {
          setError(null);
          const result = await cancelOperationAction({ operationId, form: { reason } });
          if (!result.ok) {
            setFieldError(result.fieldErrors?.reason);
            return setError(result.fieldErrors?.reason ? null : result.message);
          }
          setOpen(false);
          router.refresh();
        })
      }
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
