import { Card } from "@/components/ui/card";
import { drillHref, exportHref, NONE, type DrillMeasure, type DrillTarget, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import { formatRate, rate } from "@/lib/portal/pipeline/pipeline-format";
import type { GroupKey, GroupRow } from "@/lib/portal/pipeline/pipeline-types";
import { HorizontalBarChart } from "./bar-chart";
import { CountLink, ExportLink, Money, ScrollTable, TD, TD_NUMBER, TH, TH_NUMBER } from "./table-parts";

/** Bars drawn (the table lists every row). */
const CHART_ROWS = 12;

/** A drill-down narrowed to one row of the table. */
export function groupDrill(key: GroupKey, measure: DrillMeasure): DrillTarget {
  if (key.organization !== null || key.branch !== null) {
    return { measure, ...(key.organization && { organization: key.organization }), branch: key.branch ?? NONE };
  }
  return { measure, operator: key.operator ?? NONE };
}

/** Per branch or per operator: what was originated, how far it went, what settled, what is open and late now. */
export function GroupsSection({ dimension, rows, filters }: { dimension: "branches" | "operators"; rows: readonly GroupRow[]; filters: PipelineFilters }) {
  const noun = dimension === "branches" ? "Agência" : "Operador";
  const title = dimension === "branches" ? "Por agência" : "Por operador";
  const link = (row: GroupRow, measure: DrillMeasure) => drillHref(filters, groupDrill(row.key, measure));
  return (
    <Card
      id={dimension === "branches" ? "agencias" : "operadores"}
      title={title}
      description={
        dimension === "branches"
          ? "Quanto cada agência originou no período, quanto chegou à liquidação e o que está parado agora. Em aberto e acima do limite: agora, qualquer que seja o período. Operações descobertas em correspondentes com várias agências ficam “sem agência”."
          : "Quem originou pelo portal; as criadas por outro canal aparecem juntas. Em aberto e acima do limite: agora, qualquer que seja o período."
      }
      actions={<ExportLink href={exportHref(dimension, filters)} description={title.toLowerCase()} />}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma operação no período com estes filtros.</p>
      ) : (
        <div className="space-y-6">
          <HorizontalBarChart
            kind="amount"
            series={[
              { key: "created", label: "Originado", color: "#1d5fd1" },
              { key: "finished", label: "Liquidado (das originadas)", color: "#059669" },
            ]}
            rows={rows.slice(0, CHART_ROWS).map((row) => ({
              label: row.label,
              values: { created: row.created.amountInCents, finished: row.finished.amountInCents },
              href: link(row, "created"),
            }))}
          />
          <ScrollTable label={`${title}: originação, conversão e situação atual`}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {noun}
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Originadas
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Enviadas
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Assinaturas
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Liquidadas
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Conversão
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Liquidadas no período
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Em aberto
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Acima do limite
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.key.organization}-${row.key.branch}-${row.key.operator}`}>
                  <th scope="row" title={row.label} className={`${TD} max-w-48 truncate font-medium`}>
                    {row.label}
                  </th>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.created.count} href={link(row, "created")} />
                    <span className="block text-xs text-slate-500">
                      <Money amountInCents={row.created.amountInCents} />
                    </span>
                  </td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.submitted.count} href={link(row, "submitted")} />
                  </td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.signatures.count} href={link(row, "signatures")} />
                  </td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.finished.count} href={link(row, "finished")} />
                    <span className="block text-xs text-slate-500">
                      <Money amountInCents={row.finished.amountInCents} />
                    </span>
                  </td>
                  <td className={TD_NUMBER}>{formatRate(rate(row.finished.count, row.created.count))}</td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.settled.count} href={link(row, "settled")} />
                    <span className="block text-xs text-slate-500">
                      <Money amountInCents={row.settled.amountInCents} />
                    </span>
                  </td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.open.count} href={link(row, "open")} />
                  </td>
                  <td className={TD_NUMBER}>
                    {row.late > 0 ? (
                      <span className="inline-flex rounded bg-red-50 px-1.5 ring-1 ring-red-200">
                        <CountLink value={row.late} href={link(row, "late")} />
                      </span>
                    ) : (
                      <CountLink value={0} href={link(row, "late")} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </div>
      )}
    </Card>
  );
}
