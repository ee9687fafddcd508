import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { PageHeader } from "@/components/ui/page-header";
import { cents } from "@/lib/money/cents";
import { formatCents } from "@/lib/money/format";
import { formatInstantDate, formatInstantTime } from "@/lib/portal/format/dates";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { DegradedOperationPage } from "@/lib/portal/operations/load-operation-page";
import { isOperationStatus, STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { UpstreamRetry } from "@/components/shell/upstream-retry";

function statusLabel(status: string): string {
  return isOperationStatus(status) ? STATUS_LABELS[status] : status;
}

/**
 * The operation page while the credit API does not answer: what the portal last read (status, since when, amount,
 * the transitions it saw), under a banner saying so; no action is offered, since each one needs the API.
 */
export function DegradedOperationView({ page }: { page: DegradedOperationPage }) {
  const { tracked } = page;
  const seenAt = tracked?.lastSeenAt;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={tracked ? (tracked.productKind === "fgts" ? "Antecipação FGTS" : "Consignado privado") : "Operação"}
        title={tracked ? `Operação ${tracked.creditNoteNo}` : "Operação"}
        description={tracked ? `CPF ${tracked.borrowerCpfMasked ?? "—"} · criada em ${formatDateTime(tracked.createdAt)}` : undefined}
      />
      <Callout tone="warning" live="status" title={seenAt ? `A API de crédito não respondeu; mostrando a última leitura de ${formatInstantDate(seenAt).slice(0, 5)} às ${formatInstantTime(seenAt)}` : "A API de crédito não respondeu e o portal ainda não tem leitura desta operação"}>
        <p>{page.reason}</p>
        <p className="mt-1">As ações da operação (editar, enviar, cancelar, documentos, links de assinatura) precisam da API e voltam quando ela responder.</p>
        <UpstreamRetry seconds={page.retryInSeconds} />
      </Callout>
      {tracked && (
        <>
          <Card title="Última situação conhecida">
            <DescriptionList
              items={[
                { term: "Status", value: statusLabel(tracked.status) },
                { term: "Neste status desde", value: formatDateTime(tracked.statusSince) },
                { term: "Valor solicitado", value: formatCents(cents(tracked.amountInCents)) },
                { term: "Agência", value: tracked.branch?.name ?? "—" },
                { term: "Lida da API em", value: formatDateTime(tracked.lastSeenAt) },
              ]}
            />
          </Card>
          <Card title="Histórico conhecido">
            {tracked.transitions.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhuma mudança de status registrada pelo portal.</p>
            ) : (
              <ol className="space-y-3">
                {[...tracked.transitions].reverse().map((transition) => (
                  <li key={transition.sequence} className="text-sm">
                    <p className="font-medium text-slate-900">
                      {transition.from ? `${statusLabel(transition.from)} → ` : "Criada em "}
                      {statusLabel(transition.to)}
                    </p>
                    <p className="text-xs text-slate-500">{formatDateTime(transition.at)}</p>
                    {transition.reason && <p className="mt-1 text-slate-700">{transition.reason}</p>}
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
