import { Card } from "@/components/ui/card";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { drillHref, exportHref, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import type { PipelineData } from "@/lib/portal/pipeline/pipeline-types";
import { HorizontalBarChart } from "./bar-chart";
import { CountLink, ExportLink, Money, ScrollTable, TD, TD_NUMBER, TH, TH_NUMBER } from "./table-parts";
import { PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";

/** The operations created in the period by where they are now and their product: counts and amounts. */
export function StatusSection({ data, filters }: { data: PipelineData; filters: PipelineFilters }) {
  const rows = data.statusByProduct;
  return (
    <Card
      id="status-produto"
      title="Onde estão as originadas no período"
      description="Operações criadas no período pelo status atual e produto."
      actions={<ExportLink href={exportHref("status", filters)} description="status e produto" />}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma operação criada no período com estes filtros.</p>
      ) : (
        <div className="grid gap-6 2xl:grid-cols-2">
          <HorizontalBarChart
            kind="count"
            stacked
            series={[
              { key: "payroll", label: PRODUCT_SHORT_LABELS.payroll, color: "#1d5fd1" },
              { key: "fgts", label: PRODUCT_SHORT_LABELS.fgts, color: "#0d9488" },
            ]}
            rows={rows.map((row) => ({
              label: STATUS_LABELS[row.status],
              values: { payroll: row.byProduct.payroll.count, fgts: row.byProduct.fgts.count },
              href: drillHref(filters, { measure: "created", status: row.status }),
            }))}
          />
          <ScrollTable label="Originadas no período por status atual e produto">
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  Status atual
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Consignado
                </th>
                <th scope="col" className={TH_NUMBER}>
                  FGTS
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Total
                </th>
                <th scope="col" className={TH_NUMBER}>
                  Valor
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.status}>
                  <th scope="row" className={`${TD} font-medium`}>
                    {STATUS_LABELS[row.status]}
                  </th>
                  {(["payroll", "fgts"] as const).map((product) => (
                    <td key={product} className={TD_NUMBER}>
                      <CountLink value={row.byProduct[product].count} href={drillHref(filters, { measure: "created", status: row.status, product })} />
                      <span className="block text-xs text-slate-500">
                        <Money amountInCents={row.byProduct[product].amountInCents} />
                      </span>
                    </td>
                  ))}
                  <td className={TD_NUMBER}>
                    <CountLink value={row.total.count} href={drillHref(filters, { measure: "created", status: row.status })} />
                  </td>
                  <td className={TD_NUMBER}>
                    <Money amountInCents={row.total.amountInCents} />
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
