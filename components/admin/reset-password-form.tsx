"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { resetOperatorPasswordAction } from "@/lib/portal/operators/actions";
import {
  resetOperatorPasswordFormSchema,
  type ResetOperatorPasswordFormValues,
  type ResetOperatorPasswordInput,
} from "@/lib/portal/operators/operator-schemas";
import { PASSWORD_MIN_LENGTH } from "@/lib/portal/operators/password-policy";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "./password-input";
import { showActionErrors } from "./show-action-errors";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

const FIELDS = ["password"] as const;

/** A new password for the operator; ends its sessions and lifts a lock-out (said before the click). */
export function ResetPasswordForm({ operatorId, operatorEmail }: { operatorId: string; operatorEmail: string }) {
  const { pending, run } = useActionRunner();
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => resetOperatorPasswordFormSchema(operatorEmail), [operatorEmail]);
  const form = useForm<ResetOperatorPasswordFormValues, unknown, ResetOperatorPasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { operatorId, password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setDone(null);
    run(() => resetOperatorPasswordAction(values), {
      onSuccess: ({ endedSessions }) => {
        form.reset({ operatorId, password: "" });
        setDone(`Senha redefinida. ${endedSessions} sessão(ões) encerrada(s).`);
      },
      onFailure: (failure) => showActionErrors(form.setError, failure, FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error" message={errors.root?.message} />
      <FormAlert tone="success" message={done} />
      <FormField
        id="nova-senha"
        label="Nova senha"
        error={errors.password?.message}
        hint={`Ao menos ${PASSWORD_MIN_LENGTH} caracteres, sem a parte do e-mail antes do @. Todas as sessões do operador terminam e um bloqueio por tentativas é removido.`}
      >
        <PasswordInput id="nova-senha" field={form.register("password")} error={errors.password?.message} />
      </FormField>
      <Button type="submit" pending={pending}>
        {pending ? "Redefinindo…" : "Redefinir senha"}
      </Button>
    </form>
  );
}
