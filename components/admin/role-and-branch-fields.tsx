"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { PORTAL_ROLES, ROLE_LABELS, roleNeedsBranch, type PortalRole } from "@/lib/portal/auth/roles";
import type { BranchOption } from "@/lib/portal/operators/list-branch-options";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";

/**
 * The role select and, for roles that work in a branch, the branch select. Choosing a role without a branch
 * calls `clearBranch`, so the form sends what the server's rule accepts (checked there again).
 */
export function RoleAndBranchFields({
  idPrefix,
  role,
  branches,
  roleField,
  branchField,
  roleError,
  branchError,
  clearBranch,
}: {
  idPrefix: string;
  role: PortalRole | undefined;
  branches: readonly BranchOption[];
  roleField: UseFormRegisterReturn<"role">;
  branchField: UseFormRegisterReturn<"branchId">;
  roleError: string | undefined;
  branchError: string | undefined;
  clearBranch: () => void;
}) {
  const roleId = `${idPrefix}-perfil`;
  const branchId = `${idPrefix}-agencia`;
  return (
    <>
      <FormField id={roleId} label="Perfil" error={roleError}>
        <select
          id={roleId}
          className={INPUT_CLASS}
          {...fieldAria(roleId, roleError)}
          {...roleField}
          onChange={async (event) => {
            await roleField.onChange(event);
            if (!roleNeedsBranch(event.target.value as PortalRole)) clearBranch();
          }}
        >
          {PORTAL_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      {role && roleNeedsBranch(role) ? (
        <FormField id={branchId} label="Agência" error={branchError}>
          <select id={branchId} className={INPUT_CLASS} {...fieldAria(branchId, branchError)} {...branchField}>
            <option value="">Escolha a agência</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name} ({branch.organizationName})
              </option>
            ))}
          </select>
        </FormField>
      ) : (
        <p className="text-sm text-slate-500">Gestores e a mesa de crédito atuam em todas as agências, sem agência própria.</p>
      )}
    </>
  );
}
