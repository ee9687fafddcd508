/**
 * The desk queue's view in the URL (`/desk?status=ManualWarranty&product=...&partner=...&page=2&size=50`), so a
 * filtered queue can be bookmarked, reloaded and shared. Values that are not valid are dropped (the filters are
 * selects and links; only a hand-edited URL carries them), leaving the whole queue.
 */
import { operationStatusValues, type OperationStatus } from "@/lib/contract";
import type { DeskQueueQueryInput } from "@/lib/contract/desk-api";

export const DESK_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_DESK_PAGE_SIZE = 50;

export interface DeskQueueView {
  readonly status: OperationStatus | null;
  readonly productId: string | null;
  readonly partnerId: string | null;
  readonly page: number;
  readonly size: number;
}

type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function positiveInteger(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

export function parseDeskQueueSearch(params: SearchParams): DeskQueueView {
  const status = first(params.status);
  const product = first(params.product);
  const partner = first(params.partner);
  const size = positiveInteger(first(params.size), 100);
  return {
    status: status && (operationStatusValues as readonly string[]).includes(status) ? (status as OperationStatus) : null,
    productId: product && UUID.test(product) ? product.toLowerCase() : null,
    partnerId: partner && UUID.test(partner) ? partner.toLowerCase() : null,
    page: positiveInteger(first(params.page), 100_000) ?? 1,
    size: size !== null && (DESK_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_DESK_PAGE_SIZE,
  };
}

/** The desk API's query for a view (no status: the API's own default, the desk queue). */
export function deskQueueQuery(view: DeskQueueView): DeskQueueQueryInput {
  return {
    ...(view.status && { status: view.status }),
    ...(view.productId && { productId: view.productId }),
    ...(view.partnerId && { correspondentId: view.partnerId }),
    page: view.page,
    size: view.size,
  };
}

/** The URL of a view; defaults are left out, and a change of filter goes back to the first page. */
export function deskQueueHref(view: DeskQueueView, change: Partial<DeskQueueView> = {}): string {
  const filterChanged = ["status", "productId", "partnerId", "size"].some((key) => key in change);
  const next: DeskQueueView = { ...view, ...(filterChanged && { page: 1 }), ...change };
  const search = new URLSearchParams();
  if (next.status) search.set("status", next.status);
  if (next.productId) search.set("product", next.productId);
  if (next.partnerId) search.set("partner", next.partnerId);
  if (next.page > 1) search.set("page", String(next.page));
  if (next.size !== DEFAULT_DESK_PAGE_SIZE) search.set("size", String(next.size));
  const text = search.toString();
  return text === "" ? "/desk" : `/desk?${text}`;
}
