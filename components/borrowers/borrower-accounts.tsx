"use client";

import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { BankAccount } from "@/lib/contract";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { AddAccountForm } from "./add-account-form";

/** The borrower's settlement accounts, and a form to add one in the borrower's name. */
export function BorrowerAccounts({ personId, registrationNumber, accounts }: { personId: string; registrationNumber: string; accounts: readonly BankAccount[] }) {
  const router = useRouter();
  return (
    <Card id="contas" title="Contas de liquidação" description="Onde o valor liberado é depositado; o titular deve ser o tomador.">
      {accounts.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma conta cadastrada.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
              <span className="font-medium text-slate-900">{describeAccount(account)}</span>
              {account.holderRegistrationNumber === registrationNumber ? <Badge tone="success">Titular: o tomador</Badge> : <Badge tone="danger">Titular diferente</Badge>}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4 rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Cadastrar conta</summary>
        <div className="mt-4">
          <AddAccountForm personId={personId} onAdded={() => router.refresh()} />
        </div>
      </details>
    </Card>
  );
}
