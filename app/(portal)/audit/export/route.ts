import { getPrisma } from "@/lib/db/client";
import { problemResponse } from "@/lib/http/problem";
import { auditCsvFilename, auditCsvStream, EXPORT_MAX_ROWS } from "@/lib/portal/audit/audit-csv";
import { describeAuditFilters, parseAuditSearch } from "@/lib/portal/audit/audit-filters";
import { iterateAuditEvents } from "@/lib/portal/audit/find-audit-events";
import { recordAuditEvent } from "@/lib/portal/audit/record-audit-event";
import { currentOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { requestMetaFrom } from "@/lib/portal/auth/request-meta";

/** GET /audit/export?…filters of the audit page: the matching history as a CSV download (managers only). */
export async function GET(request: Request): Promise<Response> {
  const operator = await currentOperator();
  if (!operator) return problemResponse({ status: 401, title: "Sessão necessária", detail: "Entre no portal para exportar o histórico." });
  if (!can(operator.role, "viewAudit")) {
    return problemResponse({ status: 403, title: "Acesso não permitido", detail: "Seu perfil não dá acesso ao histórico de auditoria." });
  }
  const search = parseAuditSearch(new URL(request.url).searchParams);
  if (!search.ok) return problemResponse({ status: 400, title: "Filtros inválidos", detail: search.messages.join(" ") });

  // Exporting is itself an audited action: it is recorded before the first byte leaves.
  await recordAuditEvent(getPrisma(), {
    actor: operator,
    action: "audit.exported",
    summary: `Histórico exportado em CSV (${describeAuditFilters(search.filters)})`,
    ipPrefix: requestMetaFrom(request.headers).ipPrefix,
  });
  // One row more than the cap tells the stream whether to add the truncation line.
  const rows = iterateAuditEvents(search.filters, { limit: EXPORT_MAX_ROWS + 1 });
  return new Response(auditCsvStream(rows, { maxRows: EXPORT_MAX_ROWS }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${auditCsvFilename(new Date())}"`,
      "cache-control": "no-store",
    },
  });
}
