"use client";

import { setOperatorDisabledAction } from "@/app/(portal)/admin/operators/actions";
import { FormAlert } from "@/components/ui/form-alert";
import { useActionRunner } from "./use-action-runner";

/** Disable (after a confirmation: it signs the operator out everywhere at once) or re-enable an operator. */
export function OperatorAccessButton({ operatorId, operatorName, disabled }: { operatorId: string; operatorName: string; disabled: boolean }) {
  const { pending, error, run } = useActionRunner();
  const onClick = () => {
    if (!disabled && !window.confirm(`Desativar ${operatorName}? Todas as sessões abertas terminam agora e a entrada fica recusada.`)) return;
    run(() => setOperatorDisabledAction({ operatorId, disabled: !disabled }));
  };
  return (
    <div className="space-y-3">
      <FormAlert tone="error" message={error} />
      <button
        type="button"
        onClick={onClick}
        disabled={pending}
        className={
          disabled
            ? "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
            : "rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60"
        }
      >
        {pending ? "Aguarde…" : disabled ? "Reativar operador" : "Desativar operador"}
      </button>
    </div>
  );
}
