import type { Metadata } from "next";
import Link from "next/link";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { listVisibleBranches } from "@/lib/portal/branches/list-visible-branches";
import { textLinkClass } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Agências" };

export default async function BranchesPage() {
  const operator = await requireOperator();
  const branches = await listVisibleBranches(operator);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Agências</h1>
        <p className="mt-1 text-slate-600">
          {operator.role === "correspondent" ? "A sua agência." : operator.role === "officer" ? "As agências da sua organização." : "Todas as agências do portal."}
        </p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <Link href={`/branches/${branch.id}`} className={textLinkClass()}>
              {branch.name}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{branch.organizationName}</p>
            <p className="mt-2 text-xs text-slate-500">
              Código {branch.code} · {branch.operators} operador(es)
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
