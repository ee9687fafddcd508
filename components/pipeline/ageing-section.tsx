import { Card } from "@/components/ui/card";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { drillHref, exportHref, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import { formatDuration, formatLimit } from "@/lib/portal/pipeline/pipeline-format";
import type { AgeingRow, PipelineData } from "@/lib/portal/pipeline/pipeline-types";
import { HorizontalBarChart } from "./bar-chart";
import { CountLink, ExportLink, ScrollTable, TD, TD_NUMBER, TH, TH_NUMBER } from "./table-parts";

function limitText(row: AgeingRow): string {
  const { payroll, fgts } = row.limitSeconds;
  return payroll === fgts ? formatLimit(payroll) : `${formatLimit(payroll)} (FGTS ${formatLimit(fgts)})`;
}

/**
 * Where operations get stuck: how many are in each status now, how long they have been there and how many passed
 * the status's alert limit (the board's); and, for the period, how long the stays that ended took.
 */
export function AgeingSection({ data, filters }: { data: PipelineData; filters: PipelineFilters }) {
  const stuck = data.ageing.filter((row) => row.open > 0);
  return (
    <Card
      id="tempo-em-status"
      title="Onde as operações param"
      description="Agora: operações em aberto em cada status (independe do período), há quanto tempo estão nele e quantas passaram do limite de alerta do painel. No período: quanto duraram as passagens pelo status que terminaram no período."
      actions={<ExportLink href={exportHref("ageing", filters)} description="tempo em cada status" />}
    >
      {data.ageing.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma operação em aberto nem passagem concluída no período com estes filtros.</p>
      ) : (
        <div className="space-y-6">
          {stuck.length > 0 && (
            <HorizontalBarChart
              kind="count"
              stacked
              series={[
                { key: "onTime", label: "Dentro do limite", color: "#94a3b8" },
                { key: "late", label: "Acima do limite", color: "#dc2626" },
              ]}
              rows={stuck.map((row) => ({
                label: STATUS_LABELS[row.status],
                values: { onTime: row.open - row.late, late: row.late },
                href: drillHref(filters, { measure: row.late > 0 ? "late" : "open", status: row.status }),
              }))}
            />
          )}
          <ScrollTable label="Tempo em cada status: agora e no período">
            <thead>
              <tr>
                <th scope="col" rowSpan={2} className={TH}>
                  Status
                </th>
                <th scope="col" rowSpan={2} className={TH}>
                  Limite de alerta
                </th>
                <th scope="colgroup" colSpan={4} className={`${TH} border-b-0 text-center`}>
                  Agora
                </th>
                <th scope="colgroup" colSpan={4} className={`${TH} border-b-0 text-center`}>
                  Passagens concluídas no período
                </th>
              </tr>
              <tr>
                <th scope="col" className={TH_NUMBER}>
                  Em aberto
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Acima do limite
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Mediana
                </th>
                <th scope="col" className={TH_NUMBER}>
                  90º percentil
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Passagens
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Mediana
                </th>
                <th scope="col" className={TH_NUMBER}>
                  90º percentil
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Acima do limite
                </th>
              </tr>
            </thead>
            <tbody>
              {data.ageing.map((row) => (
                <tr key={row.status}>
                  <th scope="row" className={`${TD} font-medium`}>
                    {STATUS_LABELS[row.status]}
                  </th>
                  <td className={`${TD} text-slate-600`}>{limitText(row)}</td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.open} href={drillHref(filters, { measure: "open", status: row.status })} />
                  </td>
                  <td className={TD_NUMBER}>
                    {row.late > 0 ? (
                      <span className="inline-flex rounded bg-red-50 px-1.5 ring-1 ring-red-200">
                        <CountLink value={row.late} href={drillHref(filters, { measure: "late", status: row.status })} />
                      </span>
                    ) : (
                      <CountLink value={0} href="" />
                    )}
                  </td>
                  <td className={TD_NUMBER}>{formatDuration(row.openMedianSeconds)}</td>
                  <td className={TD_NUMBER}>{formatDuration(row.openP90Seconds)}</td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.stays} href={drillHref(filters, { measure: "stays", status: row.status })} noun={["passagem", "passagens"]} />
                  </td>
                  <td className={TD_NUMBER}>{formatDuration(row.staysMedianSeconds)}</td>
                  <td className={TD_NUMBER}>{formatDuration(row.staysP90Seconds)}</td>
                  <td className={TD_NUMBER}>
                    <CountLink value={row.slowStays} href={drillHref(filters, { measure: "slow", status: row.status })} noun={["passagem", "passagens"]} />
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
