"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { updateOperatorAction } from "@/lib/portal/operators/actions";
import type { PortalRole } from "@/lib/portal/auth/roles";
import type { BranchOption } from "@/lib/portal/operators/list-branch-options";
import { updateOperatorSchema, type UpdateOperatorFormValues, type UpdateOperatorInput } from "@/lib/portal/operators/operator-schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { RoleAndBranchFields } from "./role-and-branch-fields";
import { showActionErrors } from "./show-action-errors";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "@/components/ui/use-action-runner";

const FIELDS = ["role", "branchId"] as const;

/** Change an operator's role and branch; it applies from the operator's next request. */
export function UpdateOperatorForm({
  operatorId,
  role,
  branchId,
  branches,
}: {
  operatorId: string;
  role: PortalRole;
  branchId: string | null;
  branches: readonly BranchOption[];
}) {
  const { pending, run } = useActionRunner();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<UpdateOperatorFormValues, unknown, UpdateOperatorInput>({
    resolver: zodResolver(updateOperatorSchema),
    defaultValues: { operatorId, role, branchId: branchId ?? "" },
  });
  const { errors } = form.formState;
  const currentRole = useWatch({ control: form.control, name: "role" });

  const onSubmit = form.handleSubmit((values) => {
    setSaved(null);
    run(() => updateOperatorAction(values), {
      onSuccess: ({ changed }) => setSaved(changed ? "Perfil e agência salvos." : "Nada mudou."),
      onFailure: (failure) => showActionErrors(form.setError, failure, FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error" message={errors.root?.message} />
      <FormAlert tone="success" message={saved} />
      <RoleAndBranchFields
        idPrefix="alterar"
        role={currentRole}
        branches={branches}
        roleField={form.register("role")}
        branchField={form.register("branchId")}
        roleError={errors.role?.message}
        branchError={errors.branchId?.message}
        clearBranch={() => form.setValue("branchId", "")}
      />
      <Button type="submit" pending={pending}>
        {pending ? "Salvando…" : "Salvar perfil e agência"}
      </Button>
    </form>
  );
}
