import { operatorStatusLabel, type OperatorStatus } from "@/lib/portal/operators/operator-status";

const TONES: Record<OperatorStatus["kind"], string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  disabled: "bg-slate-100 text-slate-700 ring-slate-300",
  locked: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** ativo / desativado / bloqueado até HH:MM (Brasília time). */
export function OperatorStatusBadge({ status }: { status: OperatorStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status.kind]}`}>{operatorStatusLabel(status)}</span>;
}
