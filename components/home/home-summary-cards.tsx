import Link from "next/link";
import { cents, formatCents } from "@/lib/money";
import type { HomeSummary } from "@/lib/portal/home/load-home";
import { cx } from "@/components/ui/class-names";

/** Four figures of the operator's scope, each a way into the board. */
export function HomeSummaryCards({ summary }: { summary: HomeSummary }) {
  const cards = [
    { label: "Precisam de ação", value: summary.needingAction, note: "do parceiro", tone: summary.needingAction > 0 ? "amber" : "slate" },
    { label: "Em andamento", value: summary.waiting, note: "na esteira ou na mesa", tone: "slate" },
    { label: "Liquidadas no mês", value: summary.finishedThisMonth.count, note: formatCents(cents(summary.finishedThisMonth.amountInCents)), tone: "emerald" },
    { label: "Acima do limite", value: summary.late, note: "tempo no status passou do alerta", tone: summary.late > 0 ? "red" : "slate" },
  ] as const;
  const tones = { amber: "border-amber-300 bg-amber-50", slate: "border-slate-200 bg-white", emerald: "border-emerald-200 bg-emerald-50", red: "border-red-300 bg-red-50" } as const;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label}>
          <Link href="/board" className={cx("block rounded-lg border p-4 shadow-sm transition-colors hover:border-brand-600", tones[card.tone])}>
            <p className="text-sm text-slate-600">{card.label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-slate-900">{card.value.toLocaleString("pt-BR")}</p>
            <p className="mt-1 truncate text-xs text-slate-600">{card.note}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
