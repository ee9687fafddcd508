import Link from "next/link";
import { PORTAL_ROLES, ROLE_LABELS } from "@/lib/portal/auth/roles";
import type { BranchOption } from "@/lib/portal/operators/list-branch-options";
import type { OperatorFilters } from "@/lib/portal/operators/operator-filters";
import { OPERATOR_STATUS_KINDS, OPERATOR_STATUS_LABELS } from "@/lib/portal/operators/operator-status";

const SELECT_CLASS = "mt-1 block w-full max-w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";

/** A plain GET form: filters live in the URL (shareable, back button works) and need no JavaScript. */
export function OperatorFiltersForm({ filters, branches }: { filters: OperatorFilters; branches: readonly BranchOption[] }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filtrar operadores">
      <label className="w-full min-w-0 text-sm font-medium text-slate-700 sm:w-auto">
        Perfil
        <select name="perfil" defaultValue={filters.role ?? ""} className={SELECT_CLASS}>
          <option value="">Todos</option>
          {PORTAL_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <label className="w-full min-w-0 text-sm font-medium text-slate-700 sm:w-auto">
        Agência
        <select name="agencia" defaultValue={filters.branchId ?? ""} className={SELECT_CLASS}>
          <option value="">Todas</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name} ({branch.organizationName})
            </option>
          ))}
        </select>
      </label>
      <label className="w-full min-w-0 text-sm font-medium text-slate-700 sm:w-auto">
        Situação
        <select name="situacao" defaultValue={filters.status ?? ""} className={SELECT_CLASS}>
          <option value="">Todas</option>
          {OPERATOR_STATUS_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {OPERATOR_STATUS_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
        Filtrar
      </button>
      <Link href="/admin/operators" className="py-1.5 text-sm text-slate-600 hover:text-brand-700 hover:underline">
        Limpar filtros
      </Link>
    </form>
  );
}
