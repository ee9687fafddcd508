"use client";

import { Search, UserPlus } from "lucide-react";
import { useState } from "react";
import { findBorrowerAction, selectBorrowerAction } from "@/lib/portal/origination/actions";
import { BorrowerRegistrationForm } from "@/components/borrowers/borrower-registration-form";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { PatternInput } from "@/components/ui/pattern-input";
import { StickyActions } from "@/components/ui/sticky-actions";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { BankAccount, NaturalPerson } from "@/lib/contract";
import { formatCpf, isValidCpf } from "@/lib/contract/tax-ids";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { formatCivilDate } from "@/lib/portal/format/dates";
import type { DraftBorrower } from "@/lib/portal/origination/draft-data";
import { useWizard } from "../use-wizard";
import { AddAccountForm } from "@/components/borrowers/add-account-form";

type Found = { person: NaturalPerson; accounts: readonly BankAccount[] } | null | undefined;

/** Step "tomador": find the borrower by CPF (or register one), then the settlement account in the borrower's name. */
export function BorrowerStep({
  product,
  draftId,
  locked,
  borrower,
  candidate,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  borrower: DraftBorrower | null;
  /** The borrower the wizard was started from, found already: the operator picks the account. */
  candidate: { person: NaturalPerson; accounts: readonly BankAccount[] } | null;
}) {
  const wizard = useWizard(product, draftId);
  const [cpf, setCpf] = useState(borrower?.registrationNumber ?? candidate?.person.registrationNumber ?? "");
  const [found, setFound] = useState<Found>(candidate ?? undefined);
  const { pending: searching, error: searchError, run: runSearch, showError: setSearchError } = useActionRunner();
  const [accountId, setAccountId] = useState<string | null>(borrower?.bankAccount.id ?? null);
  const [selectError, setSelectError] = useState<string | null>(null);

  if (locked && borrower) return <BorrowerSummary borrower={borrower} />;

  const search = (registrationNumber = cpf) => {
    setSelectError(null);
    if (!isValidCpf(registrationNumber)) return setSearchError("Informe um CPF válido com 11 dígitos.");
    runSearch(() => findBorrowerAction({ registrationNumber }), {
      onSuccess: (data) => {
        setFound(data);
        const accounts = data?.accounts ?? [];
        setAccountId((current) => (accounts.some((account) => account.id === current) ? current : (accounts.find((account) => account.holderRegistrationNumber === registrationNumber)?.id ?? null)));
      },
    });
  };

  const select = (personId: string, bankAccountId: string | null) => {
    if (!bankAccountId) return setSelectError("Escolha a conta de liquidação.");
    wizard.run(() => selectBorrowerAction({ draftId, personId, bankAccountId }), { onFailure: (failure) => setSelectError(failure.message) });
  };

  return (
    <div className="space-y-6">
      <Card id="busca-cpf" title="Quem é o tomador?" description="Busque pelo CPF entre os tomadores da sua agência. Se ainda não tiver cadastro, cadastre em seguida.">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          noValidate
        >
          <div className="w-full max-w-xs">
            <FormField id="busca-cpf-campo" label="CPF do tomador" error={searchError ?? undefined}>
              <PatternInput id="busca-cpf-campo" name="cpf" pattern="cpf" value={cpf} onChange={setCpf} {...fieldAria("busca-cpf-campo", searchError ?? undefined)} />
            </FormField>
          </div>
          <Button type="submit" variant="secondary" pending={searching} icon={<Search aria-hidden className="h-4 w-4" />}>
            Buscar
          </Button>
        </form>
      </Card>

      {found === null && (
        <Card id="novo-tomador" title={`Cadastrar o CPF ${formatCpf(cpf)}`} description="Nenhum tomador com este CPF na sua agência. Cadastre-o com a conta de liquidação.">
          <BorrowerRegistrationForm
            defaultRegistrationNumber={cpf}
            submitLabel="Cadastrar e continuar"
            onRegistered={(registered) => select(registered.personId, registered.bankAccountId)}
          />
        </Card>
      )}

      {found && (
        <Card id="tomador-encontrado" title={found.person.name} description={`CPF ${formatCpf(found.person.registrationNumber)} · nascido(a) em ${formatCivilDate(found.person.birthDate)}`}>
          <fieldset className="space-y-3">
            <legend className="font-medium text-slate-900">Conta de liquidação</legend>
            {found.accounts.length === 0 && <p className="text-sm text-slate-600">Este tomador ainda não tem conta cadastrada: cadastre uma abaixo.</p>}
            <ul className="space-y-2">
              {found.accounts.map((account) => {
                const ownAccount = account.holderRegistrationNumber === found.person.registrationNumber;
                return (
                  <li key={account.id}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                      <input
                        type="radio"
                        name="conta"
                        value={account.id}
                        disabled={!ownAccount}
                        checked={accountId === account.id}
                        onChange={() => setAccountId(account.id)}
                        className="mt-1"
                      />
                      <span className="text-sm">
                        <span className="font-medium text-slate-900">{describeAccount(account)}</span>
                        {!ownAccount && <span className="block text-red-700">Titular diferente do tomador: não pode receber a liberação.</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <details className="mt-4 rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Cadastrar outra conta</summary>
            <div className="mt-4">
              <AddAccountForm
                personId={found.person.id}
                onAdded={() => {
                  search(found.person.registrationNumber);
                }}
              />
            </div>
          </details>
          {selectError && (
            <Callout tone="danger" live="alert" className="mt-4">
              {selectError}
            </Callout>
          )}
          <StickyActions inCard className="mt-5">
            <Button pending={wizard.pending} onClick={() => select(found.person.id, accountId)}>
              Continuar com este tomador
            </Button>
          </StickyActions>
        </Card>
      )}

      {found === undefined && borrower && (
        <Card id="tomador-atual" title="Tomador escolhido">
          <BorrowerSummary borrower={borrower} />
          <p className="mt-4 text-sm text-slate-600">Para trocar de tomador ou de conta, busque o CPF acima. Trocar o tomador refaz as etapas seguintes.</p>
          <div className="mt-4">
            <Button variant="secondary" onClick={wizard.advance}>
              Manter e continuar
            </Button>
          </div>
        </Card>
      )}

      {found === undefined && !borrower && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <UserPlus aria-hidden className="h-4 w-4" /> Sem cadastro? Busque o CPF: se ele não existir, o cadastro abre aqui mesmo.
        </p>
      )}
    </div>
  );
}

function BorrowerSummary({ borrower }: { borrower: DraftBorrower }) {
  return (
    <DescriptionList
      items={[
        { term: "Nome", value: borrower.name },
        { term: "CPF", value: formatCpf(borrower.registrationNumber) },
        { term: "Nascimento", value: formatCivilDate(borrower.birthDate) },
        { term: "Conta de liquidação", value: describeAccount(borrower.bankAccount) },
      ]}
    />
  );
}
