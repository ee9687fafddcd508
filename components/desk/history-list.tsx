import type { StatusTransition, TransitionActor } from "@/lib/contract";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { OPERATION_STATUS_LABELS } from "@/lib/portal/operations/status-labels";

const ACTORS: Readonly<Record<TransitionActor, string>> = { Partner: "Parceiro", Pipeline: "Esteira", Desk: "Mesa de crédito" };

/** The operation's history, newest first: who or what moved it, from where to where, when, and why. */
export function HistoryList({ history }: { history: readonly StatusTransition[] }) {
  const newestFirst = [...history].reverse();
  return (
    <ol className="space-y-3" aria-label="Histórico, do mais recente ao mais antigo">
      {newestFirst.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="border-l-2 border-slate-200 pl-3">
          <p className="text-sm font-medium text-slate-900">
            {entry.from ? `${OPERATION_STATUS_LABELS[entry.from]} → ` : "Criada em "}
            {OPERATION_STATUS_LABELS[entry.to]}
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time> · {ACTORS[entry.actor]}
          </p>
          {entry.reason && <p className="mt-1 text-sm text-slate-700">Motivo: {entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
