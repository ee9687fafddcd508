"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { createOperatorAction } from "@/lib/portal/operators/actions";
import type { BranchOption } from "@/lib/portal/operators/list-branch-options";
import { createOperatorSchema, type CreateOperatorFormValues, type CreateOperatorInput } from "@/lib/portal/operators/operator-schemas";
import { PASSWORD_MIN_LENGTH } from "@/lib/portal/operators/password-policy";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { PasswordInput } from "./password-input";
import { RoleAndBranchFields } from "./role-and-branch-fields";
import { showActionErrors } from "./show-action-errors";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

const FIELDS = ["name", "email", "role", "branchId", "password"] as const;

/** New operator: validated here with the server's schema, then by the server; on success, its details page. */
export function CreateOperatorForm({ branches }: { branches: readonly BranchOption[] }) {
  const router = useRouter();
  const { pending, run } = useActionRunner();
  const form = useForm<CreateOperatorFormValues, unknown, CreateOperatorInput>({
    resolver: zodResolver(createOperatorSchema),
    defaultValues: { name: "", email: "", role: "correspondent", branchId: "", password: "" },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  const onSubmit = form.handleSubmit((values) =>
    run(() => createOperatorAction(values), {
      onSuccess: ({ id }) => router.push(`/admin/operators/${id}`),
      onFailure: (failure) => showActionErrors(form.setError, failure, FIELDS),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error" message={errors.root?.message} />
      <FormField id="novo-nome" label="Nome" error={errors.name?.message}>
        <input id="novo-nome" autoComplete="off" className={INPUT_CLASS} {...fieldAria("novo-nome", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <FormField id="novo-email" label="E-mail (usado para entrar)" error={errors.email?.message}>
        <input id="novo-email" type="email" autoComplete="off" className={INPUT_CLASS} {...fieldAria("novo-email", errors.email?.message)} {...form.register("email")} />
      </FormField>
      <RoleAndBranchFields
        idPrefix="novo"
        role={role}
        branches={branches}
        roleField={form.register("role")}
        branchField={form.register("branchId")}
        roleError={errors.role?.message}
        branchError={errors.branchId?.message}
        clearBranch={() => form.setValue("branchId", "")}
      />
      <FormField
        id="novo-senha"
        label="Senha inicial"
        error={errors.password?.message}
        hint={`Ao menos ${PASSWORD_MIN_LENGTH} caracteres, sem a parte do e-mail antes do @. Entregue-a ao operador por um canal seguro.`}
      >
        <PasswordInput id="novo-senha" field={form.register("password")} error={errors.password?.message} />
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit" pending={pending}>
          {pending ? "Criando…" : "Criar operador"}
        </Button>
      </div>
    </form>
  );
}
