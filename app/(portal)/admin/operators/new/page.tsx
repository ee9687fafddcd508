import type { Metadata } from "next";
import Link from "next/link";
import { CreateOperatorForm } from "@/components/admin/create-operator-form";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { listBranchOptions } from "@/lib/portal/operators/list-branch-options";
import { textLinkClass } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Novo operador" };

export default async function NewOperatorPage() {
  await requireCapability("manageOperators");
  const branches = await listBranchOptions();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header>
        <Link href="/admin/operators" className={textLinkClass("text-sm font-normal")}>
          ← Operadores
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-brand-900">Novo operador</h1>
      </header>
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <CreateOperatorForm branches={branches} />
      </section>
    </div>
  );
}
