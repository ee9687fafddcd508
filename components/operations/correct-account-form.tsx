"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { correctAccountAction } from "@/lib/portal/operations/actions";
import { AddAccountForm } from "@/components/borrowers/add-account-form";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { FormField, INPUT_CLASS } from "@/components/ui/form-field";
import type { BankAccount } from "@/lib/contract";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { useActionRunner } from "@/components/ui/use-action-runner";

/**
 * PaymentRevision: the transfer was refused; the account is corrected (one of the borrower's accounts in the
 * borrower's own name, or a new one) and settlement is tried again.
 */
export function CorrectAccountForm({ operationId, personId, accounts, current, holder }: { operationId: string; personId: string; accounts: readonly BankAccount[]; current: string; holder: string }) {
  const router = useRouter();
  const usable = accounts.filter((account) => account.holderRegistrationNumber === holder);
  const [choice, setChoice] = useState(usable.find((account) => account.id !== current)?.id ?? "");
  const { pending, error, run } = useActionRunner();
  return (
    <div className="space-y-4">
      {usable.length > 0 && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            run(() => correctAccountAction({ operationId, form: { bankAccountId: choice } }), { onSuccess: router.refresh });
          }}
        >
          <div className="min-w-0 flex-1">
            <FormField id="conta-correta" label="Conta para a nova tentativa de liquidação">
              <select id="conta-correta" className={INPUT_CLASS} value={choice} onChange={(event) => setChoice(event.target.value)}>
                {usable.map((account) => (
                  <option key={account.id} value={account.id}>
                    {describeAccount(account)}
                    {account.id === current ? " (a atual)" : ""}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <Button type="submit" pending={pending} disabled={!choice}>
            Corrigir a conta
          </Button>
        </form>
      )}
      {error && (
        <Callout tone="danger" live="alert">
          {error}
        </Callout>
      )}
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Cadastrar outra conta do tomador</summary>
        <div className="mt-4">
          <AddAccountForm personId={personId} formId="conta-nova" onAdded={() => router.refresh()} />
        </div>
      </details>
    </div>
  );
}
