"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { assignOperationBranchAction } from "@/lib/portal/operations/actions";
import { Button } from "@/components/ui/button";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { useActionRunner } from "@/components/ui/use-action-runner";

/**
 * "Sem agência": an officer or a manager gives the operation to a branch of its organization. Its correspondents
 * then see it on their board and open its page; the change is audited.
 */
export function AssignBranchForm({ operationId, branches }: { operationId: string; branches: readonly { id: string; name: string }[] }) {
  const router = useRouter();
  const [branchId, setBranchId] = useState("");
  const { pending, error: refusal, run, showError } = useActionRunner();
  const error = refusal ?? undefined;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!branchId) return showError("Escolha a agência.");
        // Refused or not, the page is read again: a branch someone else just set shows up in place of the form.
        run(() => assignOperationBranchAction({ operationId, branchId }), {
          onSuccess: () => router.refresh(),
          onFailure: (failure) => {
            showError(failure.fieldErrors?.branchId ?? failure.message);
            router.refresh();
          },
        });
      }}
    >
      <p className="text-sm text-slate-700">Sem agência: nenhuma credencial de agência identifica quem a criou.</p>
      <FormField id="atribuir-agencia" label="Atribuir à agência" hint="Os correspondentes da agência passam a vê-la no painel." error={error}>
        <select id="atribuir-agencia" className={INPUT_CLASS} value={branchId} onChange={(event) => setBranchId(event.target.value)} {...fieldAria("atribuir-agencia", error, true)}>
          <option value="">Escolha…</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" pending={pending}>
        Atribuir
      </Button>
    </form>
  );
}
