import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatInstantDate, formatInstantTime } from "@/lib/portal/format/dates";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";
import { drillHref, exportHref, pipelineQueryString, type PipelineDrill, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import { formatDuration } from "@/lib/portal/pipeline/pipeline-format";
import type { DrillPage } from "@/lib/portal/pipeline/pipeline-types";
import { ExportLink, Money, ScrollTable, TD, TD_NUMBER, TH, TH_NUMBER } from "./table-parts";
import { pluralize } from "@/lib/portal/format/plural";
import { textLinkClass } from "@/components/ui/text-link";

const when = (instant: Date) => `${formatInstantDate(instant)} ${formatInstantTime(instant)}`;

/** The operations behind the figure the manager opened, a page at a time, each a link to its operation page. */
export function DrillSection({ page, drill, filters }: { page: DrillPage; drill: PipelineDrill; filters: PipelineFilters }) {
  const events = drill.measure === "stays" || drill.measure === "slow" || drill.measure === "returned";
  const eventLabel = drill.measure === "settled" ? "Liquidada em" : drill.measure === "returned" ? "Em" : "Saiu do status em";
  const showEvent = events || drill.measure === "settled";
  const showDuration = drill.measure === "stays" || drill.measure === "slow" || drill.measure === "open" || drill.measure === "late";
  const pageHref = (target: number) => drillHref(filters, { ...drill, page: target });
  const summary = events
    ? `${pluralize(page.total, "ocorrência", "ocorrências")} em ${pluralize(page.operations.count, "operação", "operações")}`
    : pluralize(page.total, "operação", "operações");
  return (
    <div id="operacoes" className="scroll-mt-4">
      <Card
        id="lista"
        title={page.title}
        description={
          <>
            {summary} · <Money amountInCents={page.operations.amountInCents} />
          </>
        }
        actions={
          <>
            {page.total > 0 && <ExportLink href={exportHref("operations", filters, drill)} label="Exportar operações" description={page.title} />}
            <Link href={`/pipeline?${pipelineQueryString(filters)}`} className={buttonClass("ghost", "sm")}>
              Fechar a lista
            </Link>
          </>
        }
      >
        {page.total === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma operação neste número.</p>
        ) : (
          <div className="space-y-4">
            <ScrollTable label={`Operações: ${page.title}`}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Operação
                  </th>
                  <th scope="col" className={TH}>
                    Produto
                  </th>
                  <th scope="col" className={TH}>
                    Status atual
                  </th>
                  <th scope="col" className={TH}>
                    Criada em
                  </th>
                  {showEvent && (
                    <th scope="col" className={TH}>
                      {eventLabel}
                    </th>
                  )}
                  {showDuration && (
                    <th scope="col" className={TH_NUMBER}>
                      {drill.measure === "open" || drill.measure === "late" ? "No status há" : "Duração"}
                    </th>
                  )}
                  <th scope="col" className={TH_NUMBER}>
                    Valor
                  </th>
                  <th scope="col" className={TH}>
                    Agência
                  </th>
                  <th scope="col" className={TH}>
                    Operador
                  </th>
                  {drill.measure === "returned" && (
                    <th scope="col" className={TH}>
                      Motivo
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row, index) => (
                  <tr key={`${row.id}-${row.eventAt?.getTime() ?? index}`}>
                    <th scope="row" className={TD}>
                      <Link href={`/operations/${row.id}`} prefetch={false} className={textLinkClass()}>
                        {row.creditNoteNo}
                      </Link>
                      {row.borrowerCpfMasked && <span className="block text-xs font-normal text-slate-500">{row.borrowerCpfMasked}</span>}
                    </th>
                    <td className={TD}>{PRODUCT_SHORT_LABELS[row.product]}</td>
                    <td className={TD}>{STATUS_LABELS[row.status]}</td>
                    <td className={TD}>{when(row.createdAt)}</td>
                    {showEvent && <td className={TD}>{row.eventAt ? when(row.eventAt) : "—"}</td>}
                    {showDuration && <td className={TD_NUMBER}>{formatDuration(row.durationSeconds)}</td>}
                    <td className={TD_NUMBER}>
                      <Money amountInCents={row.amountInCents} />
                    </td>
                    <td className={TD}>{row.branchName ?? `${row.organizationName} · sem agência`}</td>
                    <td className={TD}>{row.operatorName ?? "Fora do portal"}</td>
                    {drill.measure === "returned" && <td className={`${TD} min-w-64 max-w-md whitespace-normal`}>{row.reason ?? "—"}</td>}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            {page.totalPages > 1 && (
              <nav aria-label="Páginas da lista" className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="text-slate-600">
                  Página {page.page} de {page.totalPages}
                </p>
                <div className="flex gap-2">
                  {page.page > 1 ? (
                    <Link href={pageHref(page.page - 1)} prefetch={false} rel="prev" className={buttonClass("secondary", "sm")}>
                      Anterior
                    </Link>
                  ) : (
                    <span aria-disabled="true" className="rounded-md border border-slate-200 px-3 py-1.5 text-slate-400">
                      Anterior
                    </span>
                  )}
                  {page.page < page.totalPages ? (
                    <Link href={pageHref(page.page + 1)} prefetch={false} rel="next" className={buttonClass("secondary", "sm")}>
                      Próxima
                    </Link>
                  ) : (
                    <span aria-disabled="true" className="rounded-md border border-slate-200 px-3 py-1.5 text-slate-400">
                      Próxima
                    </span>
                  )}
                </div>
              </nav>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
