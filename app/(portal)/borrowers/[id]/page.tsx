import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { BorrowerAccounts } from "@/components/borrowers/borrower-accounts";
import { BorrowerAuthorizations } from "@/components/borrowers/borrower-authorizations";
import { BorrowerDocuments } from "@/components/borrowers/borrower-documents";
import { BorrowerOperations } from "@/components/borrowers/borrower-operations";
import { UpstreamUnavailable } from "@/components/shell/upstream-unavailable";
import { StartFromBorrowerButton } from "@/components/origination/start-from-borrower-button";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { PageHeader } from "@/components/ui/page-header";
import { formatCpf } from "@/lib/contract/tax-ids";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { getBorrowerDossier } from "@/lib/portal/borrowers/get-borrower-dossier";
import { readUpstream } from "@/lib/portal/credit/read-upstream";
import { formatCivilDate, formatInstantDate } from "@/lib/portal/format/dates";
import { summarizeAuthorization } from "@/lib/portal/origination/draft-authorizations-summary";

export const metadata: Metadata = { title: "Tomador" };

/** One borrower of the branch, in full: data, accounts, margin authorizations (live), documents and operations. */
export default async function BorrowerPage({ params }: { params: Promise<{ id: string }> }) {
  await headers();
  const operator = await requireCapability("originate");
  const { id } = await params;
  const read = await readUpstream(() => getBorrowerDossier(operator, id));
  if (!read.ok) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow="Tomador" title="Tomador" />
        <UpstreamUnavailable failure={read} title="Não foi possível carregar este tomador agora" />
      </div>
    );
  }
  const dossier = read.data;
  if (!dossier) notFound();
  const { person, accounts, authorizations, operations } = dossier;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Tomador"
        title={person.name}
        description={`CPF ${formatCpf(person.registrationNumber)} · cadastrado em ${formatInstantDate(person.createdAt)}`}
        actions={
          <>
            <StartFromBorrowerButton product="payroll" personId={person.id} />
            <StartFromBorrowerButton product="fgts" personId={person.id} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="dados" title="Dados pessoais">
          <DescriptionList
            items={[
              { term: "CPF", value: formatCpf(person.registrationNumber) },
              { term: "Nascimento", value: formatCivilDate(person.birthDate) },
              { term: "Nome da mãe", value: person.motherName ?? "—" },
              { term: "E-mail", value: person.email ?? "—" },
              { term: "Celular", value: person.phone ?? "—" },
            ]}
          />
        </Card>
        <BorrowerAccounts personId={person.id} registrationNumber={person.registrationNumber} accounts={accounts} />
      </div>
      <BorrowerAuthorizations personId={person.id} initial={authorizations.map(summarizeAuthorization)} />
      <BorrowerDocuments personId={person.id} uploads={person.uploads} />
      <BorrowerOperations operations={operations} />
    </div>
  );
}
