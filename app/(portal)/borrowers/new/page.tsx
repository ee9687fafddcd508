import type { Metadata } from "next";
import { NewBorrower } from "@/components/borrowers/new-borrower";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireCapability } from "@/lib/portal/auth/current-operator";

export const metadata: Metadata = { title: "Cadastrar tomador" };

export default async function NewBorrowerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCapability("originate");
  const cpf = (await searchParams).cpf;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Tomadores" title="Cadastrar tomador" description="A pessoa e a conta que recebe o valor liberado, no nome dela. O cadastro fica vinculado à sua agência." />
      <Card id="cadastro">
        <NewBorrower defaultCpf={typeof cpf === "string" ? cpf.replace(/\D/g, "").slice(0, 11) : ""} />
      </Card>
    </div>
  );
}
