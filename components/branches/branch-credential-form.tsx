"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useTransition } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { changeBranchCredentialAction } from "@/app/(portal)/branches/[id]/actions";
import { FormField, inputClassName } from "@/components/ui/form-field";
import { branchCredentialSchema } from "@/lib/portal/branches/branch-credential-schema";

type Values = z.input<typeof branchCredentialSchema>;

/** Managers replace a branch's credit API credential; the server tries it against the API before saving. */
export function BranchCredentialForm({ branchId, clientId }: { branchId: string; clientId: string }) {
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<Values>({ resolver: zodResolver(branchCredentialSchema), defaultValues: { branchId, clientId, clientSecret: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setNotice(null);
      const result = await changeBranchCredentialAction(values);
      if (result.ok) {
        form.reset({ branchId, clientId: values.clientId, clientSecret: "" });
        setNotice({ kind: "ok", text: "Credencial verificada na API de crédito e salva." });
        return;
      }
      for (const [name, message] of Object.entries(result.fieldErrors ?? {})) form.setError(name as FieldPath<Values>, { message });
      setNotice({ kind: "error", text: result.message });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
      <input type="hidden" {...form.register("branchId")} />
      <FormField id="clientId" label="Novo client ID" error={errors.clientId?.message}>
        {(aria) => <input {...aria} autoComplete="off" className={inputClassName} {...form.register("clientId")} />}
      </FormField>
      <FormField id="clientSecret" label="Novo segredo" error={errors.clientSecret?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" className={inputClassName} {...form.register("clientSecret")} />}
      </FormField>
      <button type="submit" disabled={pending} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
        {pending ? "Verificando…" : "Verificar e salvar"}
      </button>
      {notice && (
        <p role={notice.kind === "error" ? "alert" : "status"} className={`md:col-span-3 text-sm ${notice.kind === "error" ? "text-red-700" : "text-emerald-700"}`}>
          {notice.text}
        </p>
      )}
    </form>
  );
}
