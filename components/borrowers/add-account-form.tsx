"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { addBankAccountAction } from "@/lib/portal/borrowers/actions";
import { useFormFeedback } from "@/components/origination/use-wizard";
import { Button } from "@/components/ui/button";
import { ErrorSummary } from "@/components/ui/error-summary";
import { bankAccountFormSchema, BORROWER_FIELD_LABELS } from "@/lib/portal/borrowers/borrower-schemas";
import { BankAccountFields, EMPTY_ACCOUNT } from "./bank-account-fields";
import { useActionRunner } from "@/components/ui/use-action-runner";

const schema = z.object({ account: bankAccountFormSchema });
const FIELDS = Object.keys(BORROWER_FIELD_LABELS).filter((name) => name.startsWith("account."));

/** Adds a settlement account (in the borrower's name) to a registered borrower. */
export function AddAccountForm({ personId, onAdded, formId = "nova-conta" }: { personId: string; onAdded: (bankAccountId: string) => void; formId?: string }) {
  const [formKey, setFormKey] = useState(() => crypto.randomUUID());
  const { pending, run } = useActionRunner();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { account: { ...EMPTY_ACCOUNT } },
  });
  const feedback = useFormFeedback(form, FIELDS);
  const onSubmit = form.handleSubmit(
    (values) =>
      run(() => addBankAccountAction({ personId, form: values, formKey }), {
        onSuccess: ({ bankAccountId }) => {
          form.reset({ account: { ...EMPTY_ACCOUNT } });
          setFormKey(crypto.randomUUID());
          onAdded(bankAccountId);
        },
        onFailure: feedback.fail,
      }),
    feedback.onInvalid,
  );
  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary formId={formId} errors={form.formState.errors} labels={BORROWER_FIELD_LABELS} focusKey={feedback.focusKey} />
        <BankAccountFields formId={formId} />
        <Button type="submit" variant="secondary" pending={pending}>
          Cadastrar conta
        </Button>
      </form>
    </FormProvider>
  );
}
