"use client";

import Link from "next/link";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { Badge } from "@/components/ui/badge";
import type { DeskQueueItem } from "@/lib/contract/desk-api";
import { formatCents } from "@/lib/money";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { formatTimeInStatus } from "@/components/board/format-time-in-status";
import { installmentsLabel } from "@/lib/portal/format/installments-label";
import { textLinkClass } from "@/components/ui/text-link";

interface RowsProps {
  rows: readonly DeskQueueItem[];
  /** Milliseconds since the epoch, ticking (the waits move on between two loads of the queue). */
  now: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

const CELL = "px-3 py-2.5 align-top";
const CHECKBOX = "h-4 w-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function installmentsText(row: DeskQueueItem): string {
  return installmentsLabel(row.installments, row.product.module === "fgts" ? "annual" : null);
}

function Waiting({ row, now }: { row: DeskQueueItem; now: number }) {
  return (
    <>
      <span className="font-medium text-slate-900" suppressHydrationWarning>
        {formatTimeInStatus(now - new Date(row.statusSince).getTime())}
      </span>
      <span className="block text-xs text-slate-500">
        desde <time dateTime={row.statusSince}>{formatDateTime(new Date(row.statusSince))}</time>
      </span>
    </>
  );
}

function Status({ row }: { row: DeskQueueItem }) {
  return (
    <span className="flex flex-wrap gap-1">
      <OperationStatusBadge status={row.status} />
      {row.cancelRequestedAt && <Badge tone="warning">Cancelamento em processamento</Badge>}
    </span>
  );
}

function SelectAll({ rows, selected, onToggleAll, id }: Pick<RowsProps, "rows" | "selected" | "onToggleAll"> & { id: string }) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <input
      id={id}
      type="checkbox"
      className={CHECKBOX}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = !all && rows.some((row) => selected.has(row.id));
      }}
      onChange={(event) => onToggleAll(event.target.checked)}
      aria-label={`Selecionar as ${rows.length} operações desta página`}
    />
  );
}

/** The queue as a table, from tablet width up (scrolls inside its box when narrower than its columns). */
export function QueueTable({ rows, now, selected, onToggle, onToggleAll }: RowsProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Fila da mesa, da operação há mais tempo no status para a mais recente</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={`${CELL} w-10`}>
              <SelectAll id="selecionar-todas" rows={rows} selected={selected} onToggleAll={onToggleAll} />
            </th>
            <th scope="col" className={`${CELL} font-medium`}>Operação</th>
            <th scope="col" className={`${CELL} font-medium`}>Parceiro</th>
            <th scope="col" className={`${CELL} font-medium`}>Produto</th>
            <th scope="col" className={`${CELL} text-right font-medium`}>Valor</th>
            <th scope="col" className={`${CELL} font-medium`}>Status</th>
            <th scope="col" className={`${CELL} font-medium`}>Na fila há</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const checked = selected.has(row.id);
            return (
              <tr key={row.id} data-operation-id={row.id} className={checked ? "bg-brand-50/60" : undefined}>
                <td className={CELL}>
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    checked={checked}
                    onChange={(event) => onToggle(row.id, event.target.checked)}
                    aria-label={`Selecionar a operação ${row.creditNoteNo}`}
                  />
                </td>
                <td className={CELL}>
                  <Link href={`/desk/operations/${row.id}`} className={textLinkClass("font-mono")}>
                    {row.creditNoteNo}
                  </Link>
                  <span className="block text-xs text-slate-500">criada em {formatDateTime(new Date(row.createdAt))}</span>
                </td>
                <td className={CELL}>{row.correspondent.name}</td>
                <td className={CELL}>{row.product.name}</td>
                <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>
                  <span className="font-medium text-slate-900">{formatCents(row.requestedAmount)}</span>
                  <span className="block text-xs text-slate-500">{installmentsText(row)}</span>
                </td>
                <td className={CELL}>
                  <Status row={row} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <Waiting row={row} now={now} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The queue as cards on a phone: the same facts, the checkbox as large as a thumb. */
export function QueueCards({ rows, now, selected, onToggle, onToggleAll }: RowsProps) {
  return (
    <div className="space-y-3 md:hidden">
      <label className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800">
        <SelectAll id="selecionar-todas-cartoes" rows={rows} selected={selected} onToggleAll={onToggleAll} />
        Selecionar todas desta página
      </label>
      <ul className="space-y-3" aria-label="Fila da mesa, da operação há mais tempo no status para a mais recente">
        {rows.map((row) => {
          const checked = selected.has(row.id);
          return (
            <li key={row.id} data-operation-id={row.id} className={`rounded-lg border bg-white p-4 shadow-sm ${checked ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}>
              <div className="flex items-start gap-3">
                {/* A 44 px label around the box: the thumb hits it, the box keeps its place beside the number. */}
                <label className="-mt-2 -ml-3 grid h-11 w-11 shrink-0 cursor-pointer place-items-center">
                  <input
                    type="checkbox"
                    className={`${CHECKBOX} h-5 w-5`}
                    checked={checked}
                    onChange={(event) => onToggle(row.id, event.target.checked)}
                    aria-label={`Selecionar a operação ${row.creditNoteNo}`}
                  />
                </label>
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link href={`/desk/operations/${row.id}`} className={textLinkClass("font-mono")}>
                      {row.creditNoteNo}
                    </Link>
                    <span className="text-right text-sm tabular-nums">
                      <span className="font-medium text-slate-900">{formatCents(row.requestedAmount)}</span> · {installmentsText(row)}
                    </span>
                  </div>
                  <Status row={row} />
                  <p className="text-sm text-slate-700">
                    {row.correspondent.name} · {row.product.name}
                  </p>
                  <p className="text-sm">
                    Na fila há <Waiting row={row} now={now} />
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
