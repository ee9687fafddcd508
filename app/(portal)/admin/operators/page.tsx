import type { Metadata } from "next";
import Link from "next/link";
import { OperatorFiltersForm } from "@/components/admin/operator-filters-form";
import { OperatorsTable } from "@/components/admin/operators-table";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { listBranchOptions } from "@/lib/portal/operators/list-branch-options";
import { listOperators } from "@/lib/portal/operators/list-operators";
import { operatorFiltersFrom } from "@/lib/portal/operators/operator-filters";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Operadores" };

export default async function OperatorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const manager = await requireCapability("manageOperators");
  const filters = operatorFiltersFrom(await searchParams);
  const [operators, branches] = await Promise.all([listOperators({ actor: manager, filters }), listBranchOptions()]);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Operadores</h1>
          <p className="mt-1 text-slate-600">Quem entra no portal, com que perfil e em que agência.</p>
        </div>
        <Link href="/admin/operators/new" className={buttonClass()}>
          Novo operador
        </Link>
      </header>
      <section aria-labelledby="lista" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="lista" className="sr-only">
          Lista de operadores
        </h2>
        <OperatorFiltersForm filters={filters} branches={branches} />
        <OperatorsTable operators={operators} />
      </section>
    </div>
  );
}
