import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { chipClass } from "@/components/ui/chip";
import { cx } from "@/components/ui/class-names";
import { DESK_QUEUE_STATUSES, type DeskQueueFacets } from "@/lib/contract/desk-api";
import { DESK_PAGE_SIZES, deskQueueHref, type DeskQueueView } from "@/lib/portal/desk/desk-queue-search";
import { STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { SelectField } from "@/components/ui/select-field";

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
          className={chipClass(current)}
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
        <SelectField id="filtro-parceiro" label="Parceiro" name="partner" defaultValue={view.partnerId ?? ""}>
          <option value="">Todos os parceiros</option>
          {facets.correspondents.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name} ({partner.count})
            </option>
          ))}
        </SelectField>
        <SelectField id="filtro-produto" label="Produto" name="product" defaultValue={view.productId ?? ""}>
          <option value="">Todos os produtos</option>
          {facets.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name} ({product.count})
            </option>
          ))}
        </SelectField>
        <SelectField id="filtro-tamanho" label="Por página" name="size" defaultValue={String(view.size)}>
          {DESK_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <div className="flex gap-2">
          <Button type="submit">Filtrar</Button>
          <Link href="/desk" className={buttonClass("ghost")}>
            Limpar
          </Link>
        </div>
      </form>
    </div>
  );
}
