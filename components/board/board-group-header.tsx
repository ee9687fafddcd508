"use client";

import { AlertTriangle, ChevronDown } from "lucide-react";
import type { OperationStatus } from "@/lib/contract/enums";
import { PARTNER_ACTION_HINTS, STATUS_LABELS, statusCategory } from "@/lib/portal/operations/operation-status";
import { formatAmount, operationsCount } from "./board-format";

const ACCENT = { partner: "bg-amber-500", waiting: "bg-brand-600", final: "bg-slate-400" } as const;

/** A status of the board: its name, what the partner does next, count and amount (the server's), alerts; collapses. */
export function BoardGroupHeader(props: {
  readonly status: OperationStatus;
  readonly count: number;
  readonly amountInCents: number;
  readonly alerts: number;
  readonly alertsAtLeast: boolean;
  readonly collapsed: boolean;
  readonly onToggle: (status: OperationStatus) => void;
}) {
  const { status, count, amountInCents, alerts, alertsAtLeast, collapsed, onToggle } = props;
  const hint = (PARTNER_ACTION_HINTS as Partial<Record<OperationStatus, string>>)[status];
  return (
    <h3 className="pt-3">
      <button
        type="button"
        aria-expanded={!collapsed}
        onClick={() => onToggle(status)}
        className={`flex w-full items-center gap-3 border border-slate-200 bg-slate-50 px-4 ${collapsed ? "rounded-lg" : "rounded-t-lg"} py-2.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      >
        <span aria-hidden className={`h-8 w-1 shrink-0 rounded-full ${ACCENT[statusCategory(status)]}`} />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">{STATUS_LABELS[status]}</span>
          {hint && <span className="block truncate text-xs font-normal text-slate-600">{hint}</span>}
        </span>
        <span className="flex shrink-0 flex-col items-end text-sm sm:flex-row sm:items-center sm:gap-3">
          {alerts > 0 && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-red-700">
              <AlertTriangle aria-hidden className="h-3.5 w-3.5" />
              {alerts}
              {alertsAtLeast ? "+" : ""} em alerta
            </span>
          )}
          <span className="font-medium text-slate-900">{operationsCount(count)}</span>
          <span className="tabular-nums text-slate-600">{formatAmount(amountInCents)}</span>
        </span>
        <ChevronDown aria-hidden className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${collapsed ? "-rotate-90" : ""}`} />
      </button>
    </h3>
  );
}
