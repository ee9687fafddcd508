import { Card } from "@/components/ui/card";
import { drillHref, exportHref, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import { formatRate, rate } from "@/lib/portal/pipeline/pipeline-format";
import type { FlowFigures, PipelineData } from "@/lib/portal/pipeline/pipeline-types";
import { HorizontalBarChart } from "./bar-chart";
import { CountLink, ExportLink, Money, ScrollTable, TD, TD_NUMBER, TH, TH_NUMBER } from "./table-parts";

const STAGES = [
  { measure: "created", label: "Criadas" },
  { measure: "submitted", label: "Enviadas para aprovação" },
  { measure: "signatures", label: "Chegaram às assinaturas" },
  { measure: "finished", label: "Liquidadas" },
] as const satisfies ReadonlyArray<{ measure: keyof FlowFigures; label: string }>;

/** Creation → submission → signatures → `Finished`, for the operations created in the period, with conversion. */
export function FunnelSection({ data, filters }: { data: PipelineData; filters: PipelineFilters }) {
  const { totals, byProduct } = data;
  return (
    <Card
      id="funil"
      title="Funil das operações criadas no período"
      description="Cada etapa conta as operações que chegaram a ela até agora. Envio: saída do rascunho para a análise (compliance ou crédito). Assinaturas: coleta de assinaturas, ou contrato já assinado enviado pelo parceiro. Liquidadas: no status Liquidada agora."
      actions={<ExportLink href={exportHref("funnel", filters)} description="funil" />}
    >
      <div className="grid gap-6 2xl:grid-cols-2">
        <HorizontalBarChart
          kind="count"
          series={[{ key: "count", label: "Operações", color: "#1d5fd1" }]}
          rows={STAGES.map((stage) => ({ label: stage.label, values: { count: totals[stage.measure].count }, href: drillHref(filters, { measure: stage.measure }) }))}
        />
        <ScrollTable label="Funil: operações, valor e conversão por etapa">
          <thead>
            <tr>
              <th scope="col" className={TH}>
                Etapa
              </th>
              <th scope="col" className={TH_NUMBER}>
                Operações
              </th>
              <th scope="col" className={TH_NUMBER}>
                Valor
              </th>
              <th scope="col" className={TH_NUMBER}>
                Consignado
              </th>
              <th scope="col" className={TH_NUMBER}>
                FGTS
              </th>
              <th scope="col" className={TH_NUMBER}>
                Da etapa anterior
              </th>
              <th scope="col" className={TH_NUMBER}>
                Desde a criação
              </th>
            </tr>
          </thead>
          <tbody>
            {STAGES.map((stage, index) => {
              const figure = totals[stage.measure];
              const previous = index > 0 ? totals[STAGES[index - 1]!.measure] : null;
              return (
                <tr key={stage.measure}>
                  <th scope="row" className={`${TD} font-medium`}>
                    {stage.label}
                  </th>
                  <td className={TD_NUMBER}>
                    <CountLink value={figure.count} href={drillHref(filters, { measure: stage.measure })} />
                  </td>
                  <td className={TD_NUMBER}>
                    <Money amountInCents={figure.amountInCents} />
                  </td>
                  {(["payroll", "fgts"] as const).map((product) => (
                    <td key={product} className={TD_NUMBER}>
                      <CountLink value={byProduct[product][stage.measure].count} href={drillHref(filters, { measure: stage.measure, product })} />
                    </td>
                  ))}
                  <td className={TD_NUMBER}>{previous ? formatRate(rate(figure.count, previous.count)) : "—"}</td>
                  <td className={TD_NUMBER}>{formatRate(rate(figure.count, totals.created.count))}</td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      </div>
    </Card>
  );
}
