import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { PORTAL_ROLES, ROLE_LABELS } from "@/lib/portal/auth/roles";
import type { BranchOption } from "@/lib/portal/operators/list-branch-options";
import type { OperatorFilters } from "@/lib/portal/operators/operator-filters";
import { OPERATOR_STATUS_KINDS, OPERATOR_STATUS_LABELS } from "@/lib/portal/operators/operator-status";

/** A plain GET form: filters live in the URL (shareable, back button works) and need no JavaScript. */
export function OperatorFiltersForm({ filters, branches }: { filters: OperatorFilters; branches: readonly BranchOption[] }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filtrar operadores">
      <SelectField id="filtro-perfil" label="Perfil" name="perfil" defaultValue={filters.role ?? ""} className="w-full min-w-0 sm:w-auto">
        <option value="">Todos</option>
        {PORTAL_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <SelectField id="filtro-agencia" label="Agência" name="agencia" defaultValue={filters.branchId ?? ""} className="w-full min-w-0 sm:w-auto">
        <option value="">Todas</option>
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name} ({branch.organizationName})
          </option>
        ))}
      </SelectField>
      <SelectField id="filtro-situacao" label="Situação" name="situacao" defaultValue={filters.status ?? ""} className="w-full min-w-0 sm:w-auto">
        <option value="">Todas</option>
        {OPERATOR_STATUS_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {OPERATOR_STATUS_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <Button type="submit">Filtrar</Button>
      <Link href="/admin/operators" className={buttonClass("ghost")}>
        Limpar filtros
      </Link>
    </form>
  );
}
