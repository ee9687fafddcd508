import { Card } from "@/components/ui/card";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { drillHref, exportHref, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import type { PipelineData } from "@/lib/portal/pipeline/pipeline-types";
import { HorizontalBarChart } from "./bar-chart";
import { CountLink, ExportLink, Money, ScrollTable, TD, TD_NUMBER, TH, TH_NUMBER } from "./table-parts";

/**
 * Returns and refusals in the period (revisions of the collateral and of the payment, the desk's returns,
 * disapprovals, cancellations), by the reason the history records: each reason opens its operations.
 */
export function ReturnsSection({ data, filters }: { data: PipelineData; filters: PipelineFilters }) {
  return (
    <Card
      id="devolucoes"
      title="Devoluções e recusas por motivo"
      description="Entradas no período em revisão da garantia, revisão do pagamento, devolução para correção, reprovação e cancelamento, pelo motivo registrado no histórico. Uma operação devolvida duas vezes conta duas ocorrências."
      actions={<ExportLink href={exportHref("returns", filters)} description="devoluções e recusas" />}
    >
      {data.returns.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma devolução ou recusa no período com estes filtros.</p>
      ) : (
        <div className="space-y-6">
          <HorizontalBarChart
            kind="count"
            series={[{ key: "events", label: "Ocorrências", color: "#d97706" }]}
            rows={data.returns.map((row) => ({ label: STATUS_LABELS[row.status], values: { events: row.events }, href: drillHref(filters, { measure: "returned", status: row.status }) }))}
          />
          <ScrollTable label="Devoluções e recusas por status e motivo">
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  Motivo
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Ocorrências
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Operações
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Valor das operações
                </th>
              </tr>
            </thead>
            {data.returns.map((status) => (
              <tbody key={status.status}>
                <tr className="bg-slate-50">
                  <th scope="row" className={`${TD} font-semibold text-slate-900`}>
                    {STATUS_LABELS[status.status]}
                  </th>
                  <td className={`${TD_NUMBER} font-semibold`}>
                    <CountLink value={status.events} href={drillHref(filters, { measure: "returned", status: status.status })} noun={["ocorrência", "ocorrências"]} />
                  </td>
                  <td className={`${TD_NUMBER} font-semibold`}>{status.operations.count.toLocaleString("pt-BR")}</td>
                  <td className={`${TD_NUMBER} font-semibold`}>
                    <Money amountInCents={status.operations.amountInCents} />
                  </td>
                </tr>
                {status.reasons.map((reason) => (
                  <tr key={reason.key}>
                    <th scope="row" className={`${TD} max-w-md whitespace-normal pl-4 font-normal text-slate-700`}>
                      {reason.label}
                    </th>
                    <td className={TD_NUMBER}>
                      <CountLink value={reason.events} href={drillHref(filters, { measure: "returned", status: status.status, reason: reason.key })} noun={["ocorrência", "ocorrências"]} />
                    </td>
                    <td className={TD_NUMBER}>{reason.operations.count.toLocaleString("pt-BR")}</td>
                    <td className={TD_NUMBER}>
                      <Money amountInCents={reason.operations.amountInCents} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </ScrollTable>
        </div>
      )}
    </Card>
  );
}
