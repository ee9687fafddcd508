import Link from "next/link";
import { cx } from "@/components/ui/class-names";
import { cents, formatCents } from "@/lib/money";
import { drillHref, type DrillMeasure, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import { formatCount, formatRate, rate } from "@/lib/portal/pipeline/pipeline-format";
import type { PipelineData } from "@/lib/portal/pipeline/pipeline-types";

type Tone = "slate" | "emerald" | "red";
const TONES: Record<Tone, string> = {
  slate: "border-slate-200 bg-white",
  emerald: "border-emerald-200 bg-emerald-50",
  red: "border-red-300 bg-red-50",
};

/** The page's answer at a glance: what was originated, how far it went, what settled, what is late. Each opens its operations. */
export function KeyFigures({ data, filters }: { data: PipelineData; filters: PipelineFilters }) {
  const { totals } = data;
  const money = (amount: number) => formatCents(cents(amount));
  const cards: Array<{ measure: DrillMeasure; label: string; value: number; note: string; tone: Tone }> = [
    { measure: "created", label: "Originadas", value: totals.created.count, note: money(totals.created.amountInCents), tone: "slate" },
    {
      measure: "submitted",
      label: "Enviadas para aprovação",
      value: totals.submitted.count,
      note: `${formatRate(rate(totals.submitted.count, totals.created.count))} das originadas`,
      tone: "slate",
    },
    {
      measure: "signatures",
      label: "Chegaram às assinaturas",
      value: totals.signatures.count,
      note: `${formatRate(rate(totals.signatures.count, totals.created.count))} das originadas`,
      tone: "slate",
    },
    {
      measure: "finished",
      label: "Liquidadas das originadas",
      value: totals.finished.count,
      note: `${money(totals.finished.amountInCents)} · ${formatRate(rate(totals.finished.count, totals.created.count))}`,
      tone: "emerald",
    },
    { measure: "settled", label: "Liquidadas no período", value: totals.settled.count, note: `${money(totals.settled.amountInCents)} · qualquer criação`, tone: "emerald" },
    {
      measure: "late",
      label: "Acima do limite agora",
      value: totals.late,
      note: `de ${formatCount(totals.open.count)} em aberto`,
      tone: totals.late > 0 ? "red" : "slate",
    },
  ];
  return (
    <ul aria-label="Números do período" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {cards.map((card) => (
        <li key={card.measure} className="min-w-0">
          <Link
            href={drillHref(filters, { measure: card.measure })}
            prefetch={false}
            className={cx("block h-full rounded-lg border p-4 shadow-sm transition-colors hover:border-brand-600", TONES[card.tone])}
          >
            <p className="text-sm text-slate-600">{card.label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900 sm:text-3xl">{formatCount(card.value)}</p>
            <p className="mt-1 truncate text-xs text-slate-600">{card.note}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
