import { getPrisma } from "@/lib/db/client";
import { problemResponse } from "@/lib/http/problem";
import { recordAuditEvent } from "@/lib/portal/audit/record-audit-event";
import { currentOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { requestMetaFrom } from "@/lib/portal/auth/request-meta";
import { brasiliaToday } from "@/lib/portal/format/dates";
import { describeNarrowingFilters } from "@/lib/portal/pipeline/describe-filters";
import { describeDrill, iterateDrillRows } from "@/lib/portal/pipeline/load-drill";
import { loadPipeline } from "@/lib/portal/pipeline/load-pipeline";
import { csvDocument, exportContext, OPERATIONS_EXPORT_MAX_ROWS, operationsCsvStream, pipelineCsvFilename, pipelineTable, TABLE_TITLES } from "@/lib/portal/pipeline/pipeline-csv";
import { parseExportTable, parsePipelineSearch } from "@/lib/portal/pipeline/pipeline-filters";

/**
 * GET /pipeline/export?table=…&…the page's filters: one table of the pipeline boards, or (`table=operations`
 * with a drill-down) the operations behind a figure, as a CSV download for Excel in pt-BR (managers only).
 */
export async function GET(request: Request): Promise<Response> {
  const operator = await currentOperator();
  if (!operator) return problemResponse({ status: 401, title: "Sessão necessária", detail: "Entre no portal para exportar o painel gerencial." });
  if (!can(operator.role, "viewPipeline")) {
    return problemResponse({ status: 403, title: "Acesso não permitido", detail: "Seu perfil não dá acesso ao painel gerencial." });
  }
  const url = new URL(request.url);
  const table = parseExportTable(url.searchParams.get("table"));
  if (!table) {
    return problemResponse({ status: 400, title: "Tabela inválida", detail: "Parâmetro table: use funnel, status, branches, operators, ageing, returns ou operations." });
  }
  const search = parsePipelineSearch(url.searchParams, brasiliaToday());
  if (!search.ok) return problemResponse({ status: 400, title: "Filtros inválidos", detail: search.messages.join(" ") });
  if (table === "operations" && !search.drill) {
    return problemResponse({ status: 400, title: "Detalhamento ausente", detail: "Parâmetro drill: informe o número cujas operações exportar." });
  }

  const narrowing = await describeNarrowingFilters(search.filters);
  const title = table === "operations" && search.drill ? await describeDrill({ operator, filters: search.filters, drill: search.drill }) : TABLE_TITLES[table];
  const context = exportContext(title, search.filters, narrowing);
  // Exporting is an audited action: recorded before the first byte leaves.
  await recordAuditEvent(getPrisma(), {
    actor: operator,
    action: "pipeline.exported",
    summary: `Painel gerencial exportado em CSV: ${context}`,
    ipPrefix: requestMetaFrom(request.headers).ipPrefix,
  });
  const now = new Date();
  const headers = {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${pipelineCsvFilename(table, now, search.drill?.measure)}"`,
    "cache-control": "no-store",
  };
  if (table === "operations" && search.drill) {
    // One row more than the cap tells the stream whether to add the truncation line.
    const rows = iterateDrillRows({ operator, filters: search.filters, drill: search.drill, now, limit: OPERATIONS_EXPORT_MAX_ROWS + 1 });
    return new Response(operationsCsvStream(rows, { maxRows: OPERATIONS_EXPORT_MAX_ROWS, context }), { headers });
  }
  const data = await loadPipeline({ operator, filters: search.filters, now });
  return new Response(csvDocument(pipelineTable(table as Exclude<typeof table, "operations">, data), context), { headers });
}
