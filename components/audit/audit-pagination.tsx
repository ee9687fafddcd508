import Link from "next/link";
import { auditHref, type AuditFilters } from "@/lib/portal/audit/audit-filters";
import { buttonClass } from "@/components/ui/button";

const LINK = buttonClass("secondary", "sm");
const DISABLED = "rounded-md border border-slate-200 px-3 py-1.5 text-slate-400";

/** Previous / next links that keep the filters and the page size. */
export function AuditPagination({ filters, page, size, totalPages }: { filters: AuditFilters; page: number; size: number; totalPages: number }) {
  const href = (target: number) => auditHref("/audit", filters, { page: target, size });
  const previous = Math.min(page - 1, totalPages);
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        Página {page} de {Math.max(totalPages, 1)}
      </p>
      <div className="flex gap-2">
        {previous >= 1 ? (
          <Link href={href(previous)} prefetch={false} rel="prev" className={LINK}>
            Anterior
          </Link>
        ) : (
          <span aria-disabled="true" className={DISABLED}>
            Anterior
          </span>
        )}
        {page < totalPages ? (
          <Link href={href(page + 1)} prefetch={false} rel="next" className={LINK}>
            Próxima
          </Link>
        ) : (
          <span aria-disabled="true" className={DISABLED}>
            Próxima
          </span>
        )}
      </div>
    </nav>
  );
}
