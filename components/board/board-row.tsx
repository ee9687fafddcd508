"use client";

import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { memo } from "react";
import { alertLimitSeconds, type AlertLimits } from "@/lib/portal/board/alert-limits";
import type { BoardRow } from "@/lib/portal/board/board-types";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { formatAmount, formatMoment } from "./board-format";
import { PRODUCT_SHORT_LABELS } from "@/lib/portal/operations/product-labels";
import { formatLimit } from "@/lib/portal/pipeline/pipeline-format";
import { formatTimeInStatus } from "./format-time-in-status";

/** The desktop columns, shared by the rows and the list's column header. */
export const ROW_GRID = "lg:grid lg:grid-cols-[7.5rem_8.5rem_minmax(7rem,1fr)_8rem_13.5rem_minmax(9rem,1.6fr)] lg:items-center lg:gap-4";

interface BoardRowViewProps {
  readonly row: BoardRow;
  readonly alert: boolean;
  readonly changed: boolean;
  /** The last row of its status (closes the group's box). */
  readonly last: boolean;
  /** Minutes in status, rounded: re-renders once a minute rather than at every clock tick. */
  readonly minutesInStatus: number;
  readonly limits: AlertLimits;
  readonly branchName: string;
  readonly originName: string;
}

/** One operation: a link to its page, with the time in status and its alert. Memoized: unchanged rows do not re-render. */
export const BoardRowView = memo(function BoardRowView({ row, alert, changed, last, minutesInStatus, limits, branchName, originName }: BoardRowViewProps) {
  const limit = alertLimitSeconds(limits, row.product, row.status);
  return (
    <Link
      href={`/operations/${row.id}`}
      prefetch={false}
      data-status={row.status}
      data-changed={changed || undefined}
      data-alert={alert || undefined}
      className={`block border-x border-b border-slate-200 px-4 py-3 text-sm ${last ? "rounded-b-lg" : ""} transition-colors hover:bg-slate-50 focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 ${ROW_GRID} ${
        changed ? "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-400)]" : "bg-white"
      }`}
    >
      <span className="flex items-center justify-between gap-3 lg:block">
        <span className="font-mono font-medium text-brand-700">{row.creditNoteNo}</span>
        <span className="font-medium tabular-nums text-slate-900 lg:hidden">{formatAmount(row.amountInCents)}</span>
      </span>
      <span className="sr-only"> · {STATUS_LABELS[row.status]}</span>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 lg:mt-0 lg:block">
        <span className="lg:block lg:truncate">{row.borrowerCpfMasked ?? "CPF a confirmar"}</span>
        <span aria-hidden className="text-slate-300 lg:hidden">·</span>
        <span className="lg:hidden">{PRODUCT_SHORT_LABELS[row.product]}</span>
      </span>
      <span className="hidden text-slate-700 lg:block">{PRODUCT_SHORT_LABELS[row.product]}</span>
      <span className="hidden text-right font-medium tabular-nums text-slate-900 lg:block">{formatAmount(row.amountInCents)}</span>
      <span className="mt-1 flex flex-wrap items-center gap-2 lg:mt-0">
        <span className={alert ? "font-medium text-red-700" : "text-slate-700"} title={`No status desde ${formatMoment(row.statusSinceMs)}`}>
          <span className="lg:sr-only">No status há </span>
          {formatTimeInStatus(minutesInStatus * 60_000)}
        </span>
        {alert && limit !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-inset ring-red-200">
            <AlertTriangle aria-hidden className="h-3.5 w-3.5" />
            <span>
              <span className="sr-only">Alerta: </span>acima de {formatLimit(limit)}
            </span>
          </span>
        )}
        {changed && (
          <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-300">Atualizada</span>
        )}
      </span>
      <span className="mt-1 block truncate text-xs text-slate-500 lg:mt-0 lg:text-sm" title={`${branchName} · ${originName}`}>
        {branchName} · {originName}
      </span>
    </Link>
  );
});
