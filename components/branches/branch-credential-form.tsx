"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { changeBranchCredentialAction } from "@/lib/portal/branches/actions";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { branchCredentialSchema } from "@/lib/portal/branches/branch-credential-schema";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

type Values = z.input<typeof branchCredentialSchema>;

/** Managers replace a branch's credit API credential; the server tries it against the API before saving. */
export function BranchCredentialForm({ branchId, clientId }: { branchId: string; clientId: string }) {
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { pending, run } = useActionRunner();
  const form = useForm<Values>({ resolver: zodResolver(branchCredentialSchema), defaultValues: { branchId, clientId, clientSecret: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    run(() => changeBranchCredentialAction(values), {
      onSuccess: () => {
        form.reset({ branchId, clientId: values.clientId, clientSecret: "" });
        setNotice({ tone: "success", text: "Credencial verificada na API de crédito e salva." });
      },
      onFailure: (failure) => {
        for (const [name, message] of Object.entries(failure.fieldErrors ?? {})) form.setError(name as FieldPath<Values>, { message });
        setNotice({ tone: "error", text: failure.message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <FormAlert message={notice?.text} tone={notice?.tone ?? "error"} />
      <input type="hidden" {...form.register("branchId")} />
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <FormField id="clientId" label="Novo client ID" error={errors.clientId?.message}>
          <input id="clientId" {...fieldAria("clientId", errors.clientId?.message)} autoComplete="off" className={INPUT_CLASS} {...form.register("clientId")} />
        </FormField>
        <FormField id="clientSecret" label="Novo segredo" error={errors.clientSecret?.message}>
          <input
            id="clientSecret"
            {...fieldAria("clientSecret", errors.clientSecret?.message)}
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
            {...form.register("clientSecret")}
          />
        </FormField>
        <Button type="submit" pending={pending}>
          {pending ? "Verificando…" : "Verificar e salvar"}
        </Button>
      </div>
    </form>
  );
}
