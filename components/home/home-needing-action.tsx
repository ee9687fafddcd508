import { AlarmClock, ChevronRight } from "lucide-react";
import Link from "next/link";
import { formatTimeInStatus } from "@/components/board/format-time-in-status";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { cents, formatCents } from "@/lib/money";
import type { HomeOperation } from "@/lib/portal/home/load-home";

/** The operations waiting for the partner, oldest in their status first, each with what to do and since when. */
export function HomeNeedingAction({ operations, now }: { operations: readonly HomeOperation[]; now: number }) {
  if (operations.length === 0) return <p className="text-sm text-slate-600">Nada esperando por você agora.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {operations.map((operation) => (
        <li key={operation.id}>
          <Link href={`/operations/${operation.id}`} className="-mx-2 flex items-center gap-3 rounded-md px-2 py-3 hover:bg-slate-50">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {operation.creditNoteNo} <OperationStatusBadge status={operation.status} />
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                <span className="tabular-nums">{formatCents(cents(operation.amountInCents))}</span>
                <span>· {operation.productKind === "fgts" ? "FGTS" : "Consignado"}</span>
                {operation.borrowerCpfMasked && <span className="tabular-nums">· {operation.borrowerCpfMasked}</span>}
                <span className={operation.late ? "font-medium text-red-700" : undefined}>
                  · {operation.late && <AlarmClock aria-hidden className="mr-0.5 inline h-3.5 w-3.5" />}há {formatTimeInStatus(now - operation.statusSince.getTime())}
                  {operation.late && <span className="sr-only"> (acima do limite)</span>}
                </span>
              </p>
            </div>
            <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
