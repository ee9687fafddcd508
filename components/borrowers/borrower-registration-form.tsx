"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { registerBorrowerAction } from "@/lib/portal/borrowers/actions";
import { useFormFeedback } from "@/components/origination/use-wizard";
import { Button } from "@/components/ui/button";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { PatternInput } from "@/components/ui/pattern-input";
import {
  BORROWER_FIELD_LABELS,
  borrowerRegistrationSchema,
  type BorrowerRegistration,
  type BorrowerRegistrationInput,
} from "@/lib/portal/borrowers/borrower-schemas";
import { BankAccountFields, EMPTY_ACCOUNT } from "./bank-account-fields";
import { StickyActions } from "@/components/ui/sticky-actions";
import { useActionRunner } from "@/components/ui/use-action-runner";

const FORM_ID = "cadastro-tomador";
const FIELDS = Object.keys(BORROWER_FIELD_LABELS);

/**
 * Registers a borrower and the settlement account in one form, checked here with the contract's rules and again by
 * the API; a double click registers once (the form's one-time key).
 */
export function BorrowerRegistrationForm({
  defaultRegistrationNumber = "",
  submitLabel = "Cadastrar tomador",
  onRegistered,
}: {
  defaultRegistrationNumber?: string;
  submitLabel?: string;
  onRegistered: (registered: { personId: string; bankAccountId: string }) => void;
}) {
  const [formKey] = useState(() => crypto.randomUUID());
  const { pending, run } = useActionRunner();
  const form = useForm<BorrowerRegistrationInput, unknown, BorrowerRegistration>({
    resolver: zodResolver(borrowerRegistrationSchema),
    shouldFocusError: false,
    defaultValues: { registrationNumber: defaultRegistrationNumber, name: "", birthDate: "", motherName: "", email: "", phone: "", account: { ...EMPTY_ACCOUNT } },
  });
  const feedback = useFormFeedback(form, FIELDS);
  const { errors } = form.formState;
  const field = (name: keyof typeof BORROWER_FIELD_LABELS & string) => {
    const id = fieldId(FORM_ID, name);
    const error = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as { message?: string } | undefined;
    return { id, error: error?.message, aria: fieldAria(id, error?.message) };
  };

  const onSubmit = form.handleSubmit(
    (values) => run(() => registerBorrowerAction({ form: values, formKey }), { onSuccess: onRegistered, onFailure: feedback.fail }),
    feedback.onInvalid,
  );

  const cpf = field("registrationNumber");
  const name = field("name");
  const birth = field("birthDate");
  const mother = field("motherName");
  const email = field("email");
  const phone = field("phone");
  return (
    <FormProvider {...form}>
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-6">
        <ErrorSummary formId={FORM_ID} errors={errors} labels={BORROWER_FIELD_LABELS} focusKey={feedback.focusKey} />
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-slate-900">Dados do tomador</legend>
          <div className="grid gap-4 sm:grid-cols-6">
            <div className="sm:col-span-2">
              <FormField id={cpf.id} label="CPF" error={cpf.error}>
                <Controller
                  control={form.control}
                  name="registrationNumber"
                  render={({ field: input }) => (
                    <PatternInput id={cpf.id} pattern="cpf" name={input.name} value={input.value} onChange={input.onChange} onBlur={input.onBlur} {...cpf.aria} />
                  )}
                />
              </FormField>
            </div>
            <div className="sm:col-span-4">
              <FormField id={name.id} label="Nome completo" error={name.error}>
                <input id={name.id} autoComplete="off" className={INPUT_CLASS} {...name.aria} {...form.register("name")} />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField id={birth.id} label="Data de nascimento" error={birth.error}>
                <input id={birth.id} type="date" className={INPUT_CLASS} {...birth.aria} {...form.register("birthDate")} />
              </FormField>
            </div>
            <div className="sm:col-span-4">
              <FormField id={mother.id} label="Nome da mãe (opcional)" error={mother.error}>
                <input id={mother.id} autoComplete="off" className={INPUT_CLASS} {...mother.aria} {...form.register("motherName")} />
              </FormField>
            </div>
            <div className="sm:col-span-3">
              <FormField id={email.id} label="E-mail (opcional)" error={email.error}>
                <input id={email.id} type="email" autoComplete="off" className={INPUT_CLASS} {...email.aria} {...form.register("email")} />
              </FormField>
            </div>
            <div className="sm:col-span-3">
              <FormField id={phone.id} label="Celular (opcional)" error={phone.error} hint="Com DDD; usado para a confirmação da autorização e a assinatura">
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field: input }) => (
                    <PatternInput id={phone.id} pattern="mobile" name={input.name} value={input.value ?? ""} onChange={input.onChange} onBlur={input.onBlur} {...phone.aria} />
                  )}
                />
              </FormField>
            </div>
          </div>
        </fieldset>
        <BankAccountFields formId={FORM_ID} />
        <StickyActions>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </StickyActions>
      </form>
    </FormProvider>
  );
}
