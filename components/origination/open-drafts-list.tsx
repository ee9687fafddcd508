import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { maskCpf } from "@/lib/log/mask-values";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { OpenDraftSummary } from "@/lib/portal/origination/list-open-drafts";

const PRODUCT_SHORT = { payroll: "Consignado", fgts: "FGTS" } as const;

/** The operator's wizards in progress, each a link that resumes it at its current step. CPFs masked in the list. */
export function OpenDraftsList({ drafts, emptyText, showProduct = false }: { drafts: readonly OpenDraftSummary[]; emptyText: string; showProduct?: boolean }) {
  if (drafts.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {drafts.map((draft) => (
        <li key={draft.id}>
          <Link
            href={`/originate/${draft.product}/${draft.id}`}
            className="-mx-2 flex items-center gap-3 rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">
                {draft.borrowerName ?? "Tomador ainda não escolhido"}
                {draft.registrationNumber && <span className="ml-2 text-sm font-normal tabular-nums text-slate-500">{maskCpf(draft.registrationNumber)}</span>}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                {showProduct && <Badge>{PRODUCT_SHORT[draft.product]}</Badge>}
                <span>
                  Próxima etapa: <strong className="font-medium text-slate-800">{draft.stepLabel}</strong>
                </span>
                {draft.creditNoteNo && <span>· Operação {draft.creditNoteNo}</span>}
                <span>· atualizada em {formatDateTime(draft.updatedAt)}</span>
              </p>
            </div>
            <span className="hidden text-sm font-medium text-brand-700 sm:inline">Retomar</span>
            <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
