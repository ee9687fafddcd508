import { AlertTriangle } from "lucide-react";
import { CATEGORY_LABELS, type StatusCategory } from "@/lib/portal/operations/operation-status";
import type { CategoryTotals } from "./board-items";
import { formatAmount, operationsCount } from "./board-format";

const CATEGORIES: readonly StatusCategory[] = ["partner", "waiting", "final"];
const ACCENT = { partner: "border-l-amber-500", waiting: "border-l-brand-600", final: "border-l-slate-400" } as const;

/** Count and amount per category (sums of the server's per-status totals) and the operations past their limit. */
export function BoardSummary({ totals }: { totals: readonly CategoryTotals[] }) {
  return (
    <section aria-label="Resumo" className="grid gap-2 sm:grid-cols-3 sm:gap-3">
      {CATEGORIES.map((category) => {
        const total = totals.find((entry) => entry.category === category) ?? { count: 0, amountInCents: 0, alerts: 0, alertsAtLeast: false };
        const alerts = `${total.alerts}${total.alertsAtLeast ? "+" : ""}`;
        return (
          <a
            key={category}
            href={`#categoria-${category}`}
            className={`rounded-lg border border-l-4 border-slate-200 bg-white px-4 py-2.5 shadow-sm sm:py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${ACCENT[category]}`}
          >
            {/* A phone gets two compact lines per category; a wider screen a card. */}
            <span className="flex items-baseline justify-between gap-3 sm:block">
              <span className="text-sm text-slate-600 sm:block">{CATEGORY_LABELS[category]}</span>
              <span className="font-semibold text-slate-900 sm:hidden">{operationsCount(total.count)}</span>
            </span>
            <span className="mt-1 hidden flex-wrap items-baseline justify-between gap-x-3 sm:flex">
              <span className="text-xl font-semibold text-slate-900">{operationsCount(total.count)}</span>
              <span className="tabular-nums text-slate-700">{formatAmount(total.amountInCents)}</span>
            </span>
            <span className="mt-0.5 flex items-baseline justify-between gap-3 sm:mt-1">
              <span className={`flex items-center gap-1 text-xs ${total.alerts > 0 ? "font-medium text-red-700" : "text-slate-500"}`}>
                {total.alerts > 0 && <AlertTriangle aria-hidden className="h-3.5 w-3.5" />}
                {total.alerts === 0 ? "Nenhuma acima do limite" : `${alerts} acima do limite de tempo`}
              </span>
              <span className="text-sm tabular-nums text-slate-700 sm:hidden">{formatAmount(total.amountInCents)}</span>
            </span>
          </a>
        );
      })}
    </section>
  );
}
