import type { StatusTransition } from "@/lib/contract";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { cx } from "@/components/ui/class-names";

const ACTORS = { Partner: "Parceiro", Pipeline: "Esteira", Desk: "Mesa de crédito" } as const;

/** Every transition of the operation, newest first, with who moved it and why (the API's history). */
export function OperationTimeline({ history }: { history: readonly StatusTransition[] }) {
  const entries = [...history].reverse();
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span aria-hidden className={cx("absolute -left-[1.6rem] top-1 h-3 w-3 rounded-full ring-4 ring-white", index === 0 ? "bg-brand-600" : "bg-slate-300")} />
          <p className="text-sm font-medium text-slate-900">
            {entry.from ? `${STATUS_LABELS[entry.from]} → ` : "Criada em "}
            {STATUS_LABELS[entry.to]}
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time> · {ACTORS[entry.actor]}
          </p>
          {entry.reason && <p className="mt-1 text-sm text-slate-700">{entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
