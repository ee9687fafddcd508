"use client";

import { useRouter } from "next/navigation";
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cents, formatCents } from "@/lib/money";

export type ChartValueKind = "count" | "amount";

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

export interface ChartRow {
  readonly label: string;
  readonly values: Readonly<Record<string, number>>;
  /** Where a click on this row's bars leads (the operations it counts). */
  readonly href?: string;
}

const COUNT = new Intl.NumberFormat("pt-BR");
const COMPACT_MONEY = new Intl.NumberFormat("pt-BR", { notation: "compact", style: "currency", currency: "BRL", maximumFractionDigits: 1 });

function formatValue(kind: ChartValueKind, value: number, compact = false): string {
  if (kind === "count") return COUNT.format(value);
  return compact ? COMPACT_MONEY.format(value / 100) : formatCents(cents(Math.round(value)));
}

const shortLabel = (label: string) => (label.length > 22 ? `${label.slice(0, 21)}…` : label);

/**
 * Horizontal bars, one row per category (status, branch, stage), one bar or stacked segment per series. The chart
 * is for the eye only (hidden from assistive technology): the table beside it carries the same figures, each a
 * link to its operations. A click on a bar opens the row's operations too.
 */
export function HorizontalBarChart({
  rows,
  series,
  kind,
  stacked = false,
}: {
  readonly rows: readonly ChartRow[];
  readonly series: readonly ChartSeries[];
  readonly kind: ChartValueKind;
  readonly stacked?: boolean;
}) {
  const router = useRouter();
  const data = rows.map((row) => ({ label: row.label, href: row.href, ...row.values }));
  const height = Math.max(120, rows.length * (stacked || series.length === 1 ? 34 : 52) + 56);
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 56, bottom: 4, left: 4 }} accessibilityLayer={false} barCategoryGap={6}>
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" tickFormatter={(value: number) => formatValue(kind, value, true)} tick={{ fontSize: 11, fill: "#475569" }} allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={140} tickFormatter={shortLabel} tick={{ fontSize: 12, fill: "#334155" }} interval={0} />
          <Tooltip
            cursor={{ fill: "#f1f5f9" }}
            formatter={(value, name) => [formatValue(kind, Number(value)), String(name)]}
            contentStyle={{ fontSize: 12, borderRadius: 6, borderColor: "#cbd5e1" }}
          />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
          {series.map((entry) => (
            <Bar
              key={entry.key}
              dataKey={entry.key}
              name={entry.label}
              fill={entry.color}
              stackId={stacked ? "stack" : undefined}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(item: { payload?: { href?: string } }) => {
                const href = item.payload?.href;
                if (href) router.push(href);
              }}
            >
              {!stacked && (
                <LabelList dataKey={entry.key} position="right" fontSize={11} fill="#334155" formatter={(value: unknown) => formatValue(kind, Number(value), true)} />
              )}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
