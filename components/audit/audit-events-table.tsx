import Link from "next/link";
import { auditHref, type AuditFilters, type AuditPagination } from "@/lib/portal/audit/audit-filters";
import { UNKNOWN, type AuditEventRow } from "@/lib/portal/audit/find-audit-events";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import { textLinkClass } from "@/components/ui/text-link";

const CELL = "px-3 py-1.5 align-top";
const FILTER_LINK = textLinkClass("font-normal");

/**
 * The events of one page, one line each where the summary allows. The operator and the operation (by its number)
 * are links that narrow the current filters to them, the usual next question when reading an audit trail ("what else
 * did this person / this operation do?"); the e-mail and the action's code are in the links' and cells' titles.
 */
function email(row: AuditEventRow): string {
  return row.operatorEmail !== UNKNOWN ? ` (${row.operatorEmail})` : "";
}

export function AuditEventsTable({ rows, filters, pagination }: { rows: readonly AuditEventRow[]; filters: AuditFilters; pagination: AuditPagination }) {
  const narrowed = (change: Partial<AuditFilters>) => auditHref("/audit", { ...filters, ...change }, { size: pagination.size });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Eventos de auditoria, do mais recente para o mais antigo</caption>
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>Data e hora</th>
            <th scope="col" className={`${CELL} font-medium`}>Operador</th>
            <th scope="col" className={`${CELL} font-medium`}>Perfil</th>
            <th scope="col" className={`${CELL} font-medium`}>Ação</th>
            <th scope="col" className={`${CELL} font-medium`}>Operação</th>
            <th scope="col" className={`${CELL} font-medium`}>Resumo</th>
            <th scope="col" className={`${CELL} font-medium`}>Rede</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-event-id={row.id}>
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={row.at.toISOString()}>{formatDateTime(row.at)}</time>
              </td>
              <td className={CELL}>
                {row.operatorId && row.operatorId !== filters.operatorId ? (
                  <Link href={narrowed({ operatorId: row.operatorId })} prefetch={false} className={FILTER_LINK} title={`Filtrar por este operador${email(row)}`}>
                    {row.operatorName}
                  </Link>
                ) : (
                  <span title={row.operatorEmail !== UNKNOWN ? row.operatorEmail : undefined}>{row.operatorName}</span>
                )}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{row.roleLabel}</td>
              <td className={CELL} title={row.action}>
                {row.actionLabel}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {row.operationId && row.operationId !== filters.operationId ? (
                  <Link href={narrowed({ operationId: row.operationId })} prefetch={false} className={FILTER_LINK} title="Filtrar por esta operação">
                    {row.creditNoteNo ?? "operação"}
                  </Link>
                ) : row.operationId ? (
                  (row.creditNoteNo ?? "operação")
                ) : (
                  "—"
                )}
              </td>
              <td className={`${CELL} min-w-[18rem] break-words`}>{row.summary}</td>
              <td className={`${CELL} whitespace-nowrap font-mono text-xs`}>{row.ipPrefix ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
