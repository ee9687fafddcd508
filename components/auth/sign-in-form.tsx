"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { signInAction } from "@/lib/portal/auth/actions";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { signInSchema, type SignInValues } from "@/lib/portal/auth/sign-in-schema";
import { Button } from "@/components/ui/button";

export function SignInForm({ callbackUrl }: { callbackUrl: string | null }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setRefusal(null);
      const state = await signInAction(values, callbackUrl);
      if (state?.error) {
        setRefusal(state.error);
        form.resetField("password");
        form.setFocus("password");
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <FormAlert message={refusal} tone="error" />
      <FormField id="email" label="E-mail" error={errors.email?.message}>
        <input id="email" type="email" autoComplete="username" {...fieldAria("email", errors.email?.message)} className={INPUT_CLASS} {...form.register("email")} />
      </FormField>
      <FormField id="password" label="Senha" error={errors.password?.message}>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          {...fieldAria("password", errors.password?.message)}
          className={INPUT_CLASS}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Entrando…" : "Entrar"}
      </Button>
    </form>
  );
}
