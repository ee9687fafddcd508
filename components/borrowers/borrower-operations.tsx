import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { OperationStatusBadge } from "@/components/operations/operation-status-badge";
import { Card } from "@/components/ui/card";
import type { CreditNote } from "@/lib/contract";
import { formatCents } from "@/lib/money";
import { formatInstantDate } from "@/lib/portal/format/dates";
import { pluralize } from "@/lib/portal/format/plural";

/** The borrower's operations with the branch, newest first, each linking to its page. */
export function BorrowerOperations({ operations }: { operations: readonly CreditNote[] }) {
  return (
    <Card id="operacoes" title="Operações" description={pluralize(operations.length, "operação", "operações")}>
      {operations.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma operação ainda.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {operations.map((operation) => (
            <li key={operation.id}>
              <Link href={`/operations/${operation.id}`} className="-mx-2 flex items-center gap-3 rounded-md px-2 py-3 hover:bg-slate-50">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    Operação {operation.creditNoteNo} <OperationStatusBadge status={operation.status} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatCents(operation.plan.requestedAmount)} · {operation.plan.amortizationType === "fgts" ? "FGTS" : "Consignado"} · criada em {formatInstantDate(operation.createdAt)}
                  </p>
                </div>
                <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
