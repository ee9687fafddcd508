"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { editOperationAction } from "@/lib/portal/operations/actions";
import { MoneyField, RateField } from "@/components/origination/simulation-fields";
import { useFormFeedback } from "@/components/origination/use-wizard";
import { Button } from "@/components/ui/button";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import type { BankAccount, Product } from "@/lib/contract";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { formatPercent } from "@/lib/portal/forms/form-schemas";
import { editFormSchema, type EditForm, type EditFormInput } from "@/lib/portal/operations/operation-forms";
import { useActionRunner } from "@/components/ui/use-action-runner";

const FORM_ID = "alterar";
const LABELS = { requestedAmount: "Valor contratado", apr: "Taxa mensal", term: "Prazo", bankAccountId: "Conta de liquidação", observations: "Observações" };

/** `PUT` of the operation's own attributes (Draft, Revision, Disapproved, Error); the API recomputes the plan. */
export function EditOperationForm({
  operationId,
  product,
  defaults,
  accounts,
  holder,
}: {
  operationId: string;
  product: Pick<Product, "monthlyRate" | "term" | "termUnit">;
  defaults: EditFormInput;
  accounts: readonly BankAccount[];
  holder: string | null;
}) {
  const router = useRouter();
  const { pending, run } = useActionRunner();
  const schema = useMemo(() => editFormSchema(product), [product]);
  const form = useForm<EditFormInput, unknown, EditForm>({ resolver: zodResolver(schema), shouldFocusError: false, defaultValues: defaults });
  const feedback = useFormFeedback(form, Object.keys(LABELS));
  const { errors } = form.formState;
  const id = (name: string) => fieldId(FORM_ID, name);
  const fgts = product.termUnit === "months";
  const submit = form.handleSubmit(
    (values) => run(() => editOperationAction({ operationId, form: values }), { onSuccess: router.refresh, onFailure: feedback.fail }),
    feedback.onInvalid,
  );
  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
      <ErrorSummary formId={FORM_ID} errors={errors} labels={LABELS} focusKey={feedback.focusKey} />
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField control={form.control} formId={FORM_ID} name="requestedAmount" label="Valor contratado (R$)" error={errors.requestedAmount?.message} />
        <RateField
          control={form.control}
          formId={FORM_ID}
          name="apr"
          label="Taxa de juros mensal"
          hint={`Faixa: ${formatPercent(product.monthlyRate.min)} a ${formatPercent(product.monthlyRate.max)}`}
          error={errors.apr?.message}
        />
        <FormField id={id("term")} label={fgts ? "Prazo (meses)" : "Parcelas"} hint={`De ${product.term.min} a ${product.term.max}`} error={errors.term?.message}>
          <input id={id("term")} type="number" inputMode="numeric" min={product.term.min} max={product.term.max} step={fgts ? 12 : 1} className={INPUT_CLASS} {...fieldAria(id("term"), errors.term?.message, true)} {...form.register("term", { valueAsNumber: true })} />
        </FormField>
      </div>
      <FormField id={id("bankAccountId")} label="Conta de liquidação" error={errors.bankAccountId?.message}>
        <select id={id("bankAccountId")} className={INPUT_CLASS} {...form.register("bankAccountId")}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id} disabled={holder !== null && account.holderRegistrationNumber !== holder}>
              {describeAccount(account)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={id("observations")} label="Observações para a mesa (opcional)" error={errors.observations?.message}>
        <textarea id={id("observations")} rows={2} maxLength={2000} className={INPUT_CLASS} {...form.register("observations")} />
      </FormField>
      <Button type="submit" pending={pending}>
        Salvar alterações
      </Button>
    </form>
  );
}
