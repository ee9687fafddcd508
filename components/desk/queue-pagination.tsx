import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { deskQueueHref, type DeskQueueView } from "@/lib/portal/desk/desk-queue-search";

const DISABLED = "rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400";

/** Previous / next pages of the queue, keeping its filters. */
export function QueuePagination({ view, totalPages }: { view: DeskQueueView; totalPages: number }) {
  if (totalPages <= 1) return null;
  const previous = Math.min(view.page - 1, totalPages);
  return (
    <nav aria-label="Paginação da fila" className="flex items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        Página {view.page} de {totalPages}
      </p>
      <div className="flex gap-2">
        {previous >= 1 ? (
          <Link href={deskQueueHref(view, { page: previous })} rel="prev" className={buttonClass("secondary", "sm")}>
            Anterior
          </Link>
        ) : (
          <span aria-disabled="true" className={DISABLED}>
            Anterior
          </span>
        )}
        {view.page < totalPages ? (
          <Link href={deskQueueHref(view, { page: view.page + 1 })} rel="next" className={buttonClass("secondary", "sm")}>
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
