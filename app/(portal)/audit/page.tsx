import type { Metadata } from "next";
import { AuditEmptyState } from "@/components/audit/audit-empty-state";
import { AuditEventsTable } from "@/components/audit/audit-events-table";
import { AuditFilterForm } from "@/components/audit/audit-filter-form";
import { AuditPagination } from "@/components/audit/audit-pagination";
import { auditHref, hasAuditFilters, parseAuditSearch } from "@/lib/portal/audit/audit-filters";
import { findAuditEvents, listAuditOperatorOptions } from "@/lib/portal/audit/find-audit-events";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Auditoria" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The manager's audit history: filters in the URL, one page of events, and the CSV export of the same filters. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireCapability("viewAudit");
  const search = parseAuditSearch(await searchParams);
  const [operators, result] = await Promise.all([
    listAuditOperatorOptions(),
    search.ok ? findAuditEvents(search.filters, search.pagination) : Promise.resolve(null),
  ]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Auditoria</h1>
          <p className="mt-1 text-slate-600">Histórico das ações dos operadores, somente para leitura. Dados pessoais aparecem mascarados.</p>
        </div>
        {search.ok && (
          <a
            href={auditHref("/audit/export", search.filters)}
            download
            className={buttonClass("secondary")}
          >
            Exportar CSV
          </a>
        )}
      </header>

      <AuditFilterForm values={search.values} operators={operators} />

      {!search.ok && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">Não foi possível aplicar os filtros:</p>
          <ul className="mt-1 list-disc pl-5">
            {search.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      {search.ok && result && (
        <section aria-labelledby="resultados" className="space-y-3">
          <h2 id="resultados" className="text-sm text-slate-600">
            {result.totalItems === 1 ? "1 evento" : `${result.totalItems.toLocaleString("pt-BR")} eventos`}
          </h2>
          {result.data.length > 0 ? (
            <AuditEventsTable rows={result.data} filters={search.filters} pagination={search.pagination} />
          ) : (
            <AuditEmptyState
              filtered={hasAuditFilters(search.filters)}
              firstPageHref={result.totalItems > 0 ? auditHref("/audit", search.filters, { size: result.size }) : undefined}
            />
          )}
          {result.totalPages > 1 && <AuditPagination filters={search.filters} page={result.page} size={result.size} totalPages={result.totalPages} />}
        </section>
      )}
    </div>
  );
}
