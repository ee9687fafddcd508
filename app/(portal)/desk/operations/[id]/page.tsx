import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { DossierDecisions } from "@/components/desk/dossier-decisions";
import { RefreshButton } from "@/components/desk/refresh-button";
import { WarrantyCards } from "@/components/desk/warranty-cards";
import { DocumentList } from "@/components/documents/document-list";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { OperationTimeline } from "@/components/operations/operation-timeline";
import { TimeInStatus } from "@/components/operations/time-in-status";
import { InstallmentsTable } from "@/components/origination/installments-table";
import { PlanSummary } from "@/components/origination/plan-summary";
import { ButtonLink } from "@/components/ui/button";
import { PageSkeleton } from "@/components/shell/page-skeleton";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { PageHeader } from "@/components/ui/page-header";
import { formatCpf } from "@/lib/contract/tax-ids";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { deskDossierExists, readDeskDossier } from "@/lib/portal/desk/desk-dossier-scope";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { installmentsLabel } from "@/lib/portal/format/installments-label";

export const metadata: Metadata = { title: "Dossiê da operação · Mesa de crédito" };

/**
 * One operation as the desk decides on it: where it stands and for how long, the decisions that apply now, the
 * partner's note for the desk, the borrower, the plan, the collateral, the documents (downloadable when their
 * content was sent) and the history with every reason. An unknown id is a 404 before anything streams; the
 * dossier streams behind a skeleton.
 */
export default async function DeskDossierPage({ params }: { params: Promise<{ id: string }> }) {
  await requireCapability("deskDecisions");
  const { id } = await params;
  if (!(await deskDossierExists(id))) notFound();
  return (
    <Suspense fallback={<PageSkeleton label="Carregando o dossiê…" blocks={3} />}>
      <DeskDossier id={id} />
    </Suspense>
  );
}

async function DeskDossier({ id }: { id: string }) {
  const loaded = await readDeskDossier(id);
  if (!loaded) notFound();
  const now = new Date();
  if (!loaded.ok) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow="Mesa de crédito" title="Dossiê da operação" actions={<ButtonLink href="/desk" variant="secondary">Voltar à fila</ButtonLink>} />
        <Callout tone="danger" live="alert" title="Não foi possível carregar o dossiê">
          {loaded.message}
        </Callout>
      </div>
    );
  }
  const note = loaded.data;
  const annual = note.plan.amortizationType === "fgts";
  const downloadBase = `/desk/operations/${note.id}/files`;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Mesa de crédito · Dossiê"
        title={`Operação ${note.creditNoteNo}`}
        description={`${note.correspondent.name} · ${note.product.name}`}
        actions={
          <>
            <RefreshButton at={now.toISOString()} />
            <ButtonLink href="/desk" variant="secondary">
              Voltar à fila
            </ButtonLink>
          </>
        }
      />

      <Card id="situacao" title="Situação e decisão" actions={<OperationStatusBadge status={note.status} />}>
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            No status há <TimeInStatus since={note.statusSince} />, desde{" "}
            <time dateTime={note.statusSince}>{formatDateTime(new Date(note.statusSince))}</time>.
          </p>
          {note.cancelRequestedAt && (
            <Callout tone="warning" title="Cancelamento em processamento">
              O parceiro pediu o cancelamento em {formatDateTime(new Date(note.cancelRequestedAt))}; nenhuma decisão da mesa se aplica até a operação ficar Cancelada.
            </Callout>
          )}
          {note.observations && (
            <Callout tone="info" title="Observação do parceiro para a mesa">
              {note.observations}
            </Callout>
          )}
          <DossierDecisions operation={{ id: note.id, creditNoteNo: note.creditNoteNo }} decisions={note.decisions} />
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="partes" title="Tomador e parceiro">
          <DescriptionList
            items={[
              { term: "Tomador", value: note.borrower.name },
              { term: "CPF", value: note.borrower.registrationNumber ? formatCpf(note.borrower.registrationNumber) : "—" },
              { term: "Parceiro", value: note.correspondent.name },
              { term: "Produto", value: note.product.name },
              { term: "Criada em", value: formatDateTime(new Date(note.createdAt)) },
              { term: "Emissão", value: formatDateTime(new Date(note.emissionDate)) },
            ]}
          />
        </Card>
        <Card id="historico" title="Histórico" description="Do mais recente ao mais antigo, com os motivos.">
          <OperationTimeline history={note.history} />
        </Card>
      </div>

      <Card id="plano" title="Plano de pagamento" description={installmentsLabel(note.plan.installments.length, annual ? "annual" : null)}>
        <PlanSummary plan={note.plan} annual={annual} />
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Ver parcela a parcela</summary>
          <div className="mt-3">
            <InstallmentsTable plan={note.plan} />
          </div>
        </details>
      </Card>

      {note.warranty.length > 0 ? (
        <WarrantyCards items={note.warranty} />
      ) : (
        <Card id="garantia" title="Garantia">
          <p className="text-sm text-slate-600">
            {annual ? "Antecipação FGTS: a garantia são os saques-aniversário; não há garantia de margem." : "Nenhuma garantia informada."}
          </p>
        </Card>
      )}

      <Card id="documentos" title="Documentos da operação">
        <DocumentList uploads={note.uploads} downloadBase={downloadBase} emptyText="Nenhum documento anexado à operação." />
      </Card>
      {note.borrower.uploads.length > 0 && (
        <Card id="documentos-tomador" title="Documentos do tomador" description="Anexados ao cadastro do tomador, fora da operação.">
          <DocumentList uploads={note.borrower.uploads} downloadBase={downloadBase} emptyText="" />
        </Card>
      )}
    </div>
  );
}
