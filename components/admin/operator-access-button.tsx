"use client";

import { useState } from "react";
import { setOperatorDisabledAction } from "@/lib/portal/operators/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useActionRunner } from "@/components/ui/use-action-runner";

/** Disable (after a confirmation: it signs the operator out everywhere at once) or re-enable an operator. */
export function OperatorAccessButton({ operatorId, operatorName, disabled }: { operatorId: string; operatorName: string; disabled: boolean }) {
  const { pending, error, run, clearError } = useActionRunner();
  const [open, setOpen] = useState(false);
  const change = (disable: boolean) => run(() => setOperatorDisabledAction({ operatorId, disabled: disable }), { onSuccess: () => setOpen(false) });

  if (disabled) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error" message={error} />
        <Button pending={pending} onClick={() => change(false)}>
          Reativar operador
        </Button>
      </div>
    );
  }
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Desativar operador</Button>}
      title={`Desativar ${operatorName}?`}
      description="Todas as sessões abertas terminam agora e a entrada fica recusada até um gestor reativar o acesso. Na próxima página, o operador lê que o acesso foi desativado."
      confirmLabel="Desativar operador"
      confirmVariant="danger"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) clearError();
      }}
      onConfirm={() => change(true)}
      pending={pending}
      error={error}
    />
  );
}
