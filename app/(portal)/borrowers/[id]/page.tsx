import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { BorrowerAccounts } from "@/components/borrowers/borrower-accounts";
import { BorrowerAuthorizations } from "@/components/borrowers/borrower-authorizations";
import { BorrowerDocuments } from "@/components/borrowers/borrower-documents";
import { BorrowerOperations } from "@/components/borrowers/borrower-operations";
import { SectionSkeleton } from "@/components/shell/section-skeleton";
import { UpstreamUnavailable } from "@/components/shell/upstream-unavailable";
import { StartFromBorrowerButton } from "@/components/origination/start-from-borrower-button";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { PageHeader } from "@/components/ui/page-header";
import { formatCpf } from "@/lib/contract/tax-ids";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { getBorrowerDossier, getBorrowerPerson, type BorrowerDossier } from "@/lib/portal/borrowers/get-borrower-dossier";
import { readUpstream, type UpstreamFailure, type UpstreamRead } from "@/lib/portal/credit/read-upstream";
import { formatCivilDate, formatInstantDate } from "@/lib/portal/format/dates";
import { summarizeAuthorization } from "@/lib/portal/origination/draft-authorizations-summary";

export const metadata: Metadata = { title: "Tomador" };

/**
 * One borrower of the branch, in full: data, accounts, margin authorizations (live), documents and operations. The
 * borrower is read before anything streams (404 outside the branch's organization); the lists stream behind
 * skeletons from one shared read.
 */
export default async function BorrowerPage({ params }: { params: Promise<{ id: string }> }) {
  await headers();
  const operator = await requireCapability("originate");
  const { id } = await params;
  const read = await readUpstream(() => getBorrowerPerson(operator, id));
  if (!read.ok) return <Unavailable failure={read} />;
  const person = read.data;
  if (!person) notFound();
  // Not awaited here: each section waits for it behind its own skeleton; API failures come back as a value.
  const records = readUpstream(() => getBorrowerDossier(operator, person));
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
        <Suspense fallback={<SectionSkeleton label="Carregando as contas…" />}>
          <Records records={records} failure>
            {(dossier) => <BorrowerAccounts personId={person.id} registrationNumber={person.registrationNumber} accounts={dossier.accounts} />}
          </Records>
        </Suspense>
      </div>
      <Suspense fallback={<SectionSkeleton label="Carregando as autorizações…" />}>
        <Records records={records}>{(dossier) => <BorrowerAuthorizations personId={person.id} initial={dossier.authorizations.map(summarizeAuthorization)} />}</Records>
      </Suspense>
      <BorrowerDocuments personId={person.id} uploads={person.uploads} />
      <Suspense fallback={<SectionSkeleton label="Carregando as operações…" />}>
        <Records records={records}>{(dossier) => <BorrowerOperations operations={dossier.operations} />}</Records>
      </Suspense>
    </div>
  );
}

/** A section of the shared read; on an API failure only the section marked `failure` says so (once per page). */
async function Records({ records, failure = false, children }: { records: Promise<UpstreamRead<BorrowerDossier>>; failure?: boolean; children: (dossier: BorrowerDossier) => ReactNode }) {
  const read = await records;
  if (read.ok) return children(read.data);
  return failure ? <UpstreamUnavailable failure={read} title="Não foi possível carregar este tomador agora" /> : null;
}

function Unavailable({ failure }: { failure: UpstreamFailure }) {
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Tomador" title="Tomador" />
      <UpstreamUnavailable failure={failure} title="Não foi possível carregar este tomador agora" />
    </div>
  );
}
