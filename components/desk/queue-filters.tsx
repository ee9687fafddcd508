import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { INPUT_CLASS } from "@/components/ui/form-field";
import { DESK_QUEUE_STATUSES, type DeskQueueFacets } from "@/lib/contract/desk-api";
import { DESK_PAGE_SIZES, deskQueueHref, type DeskQueueView } from "@/lib/portal/desk/desk-queue-search";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";

const CHIP = "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The queue's filters: a status as links with their counts (one click, no JavaScript; statuses with nothing waiting
 * are left out), then partner, product and page size as a plain GET form. Every count comes from the desk API,
 * over the other filters.
 */
export function QueueFilters({ view, facets }: { view: DeskQueueView; facets: DeskQueueFacets }) {
  const queueTotal = facets.statuses.filter((facet) => (DESK_QUEUE_STATUSES as readonly string[]).includes(facet.status)).reduce((sum, facet) => sum + facet.count, 0);
  const chip = (label: string, count: number, status: DeskQueueView["status"]) => {
    const current = view.status === status;
    return (
      <li key={status ?? "fila"}>
        <Link
          href={deskQueueHref(view, { status })}
          aria-current={current ? "page" : undefined}
          className={cx(CHIP, current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50")}
        >
          {label}
          <span className={cx("rounded-full px-1.5 text-xs tabular-nums", current ? "bg-white/20" : "bg-slate-100 text-slate-700")}>{count}</span>
        </Link>
      </li>
    );
  };
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <nav aria-label="Filtrar por status">
        <ul className="flex flex-wrap gap-2">
          {chip("Toda a fila", queueTotal, null)}
          {facets.statuses
            .filter((facet) => facet.count > 0 || facet.status === view.status)
            .map((facet) => chip(STATUS_LABELS[facet.status], facet.count, facet.status))}
        </ul>
      </nav>
      <form method="get" action="/desk" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_auto] lg:items-end">
        {view.status && <input type="hidden" name="status" value={view.status} />}
        <div>
          <label htmlFor="filtro-parceiro" className="block text-sm font-medium text-slate-700">
            Parceiro
          </label>
          <select id="filtro-parceiro" name="partner" defaultValue={view.partnerId ?? ""} className={cx(INPUT_CLASS, "text-sm")}>
            <option value="">Todos os parceiros</option>
            {facets.correspondents.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name} ({partner.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filtro-produto" className="block text-sm font-medium text-slate-700">
            Produto
          </label>
          <select id="filtro-produto" name="product" defaultValue={view.productId ?? ""} className={cx(INPUT_CLASS, "text-sm")}>
            <option value="">Todos os produtos</option>
            {facets.products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name} ({product.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filtro-tamanho" className="block text-sm font-medium text-slate-700">
            Por página
          </label>
          <select id="filtro-tamanho" name="size" defaultValue={String(view.size)} className={cx(INPUT_CLASS, "text-sm")}>
            {DESK_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass("primary")}>
            Filtrar
          </button>
          <Link href="/desk" className={buttonClass("ghost")}>
            Limpar
          </Link>
        </div>
      </form>
    </div>
  );
}
