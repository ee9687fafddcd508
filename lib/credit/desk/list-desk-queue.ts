import type { AmortizationPlan, OperationStatus } from "@/lib/contract";
import { operationStatusValues } from "@/lib/contract";
import { DESK_QUEUE_STATUSES, type DeskQueueFacets, type DeskQueueItem, type DeskQueuePage, type DeskQueueQuery } from "@/lib/contract/desk-api";
import { getPrisma } from "@/lib/db/client";
import { cents } from "@/lib/money";
import type { Prisma } from "@/lib/db/generated/client";
import { toUtcDateTime } from "../dates";
import { pageWindow, toPage } from "../pagination";
import { formatCreditNoteNo } from "../credit-notes/credit-note-number";
import { applicableDeskDecisions } from "./desk-rules";
import { loadPartnerNames, loadProductRefs, type ProductRef } from "./desk-references";

const queueRowSelect = {
  id: true,
  number: true,
  status: true,
  statusSince: true,
  createdAt: true,
  correspondentId: true,
  productId: true,
  amortization: true,
  plan: true,
  cancelRequestedAt: true,
} as const satisfies Prisma.CreditNoteSelect;

type QueueRow = Prisma.CreditNoteGetPayload<{ select: typeof queueRowSelect }>;

/**
 * `GET /desk-api/credit-notes`: the operations of every partner in the asked statuses (by default the desk's
 * queue), the longest in their status first, a page at a time, with the counts each filter would give.
 * Logically deleted operations are left out.
 */
export async function listDeskQueue(query: DeskQueueQuery): Promise<DeskQueuePage> {
  const statuses = query.status ?? [...DESK_QUEUE_STATUSES];
  const byProduct = query.productId ? { productId: query.productId } : {};
  const byPartner = query.correspondentId ? { correspondentId: query.correspondentId } : {};
  const where: Prisma.CreditNoteWhereInput = { deletedAt: null, status: { in: statuses }, ...byProduct, ...byPartner };
  const prisma = getPrisma();
  const [rows, totalItems, statusCounts, partnerCounts, productCounts] = await Promise.all([
    prisma.creditNote.findMany({ where, orderBy: [{ statusSince: "asc" }, { number: "asc" }], ...pageWindow(query), select: queueRowSelect }),
    prisma.creditNote.count({ where }),
    prisma.creditNote.groupBy({ by: ["status"], where: { deletedAt: null, status: { in: facetStatuses(statuses) }, ...byProduct, ...byPartner }, _count: { _all: true } }),
    prisma.creditNote.groupBy({ by: ["correspondentId"], where: { deletedAt: null, status: { in: statuses }, ...byProduct }, _count: { _all: true } }),
    prisma.creditNote.groupBy({ by: ["productId"], where: { deletedAt: null, status: { in: statuses }, ...byPartner }, _count: { _all: true } }),
  ]);
  const partnerIds = unique([...rows.map((row) => row.correspondentId), ...partnerCounts.map((group) => group.correspondentId), ...(query.correspondentId ? [query.correspondentId] : [])]);
  const productIds = unique([...rows.map((row) => row.productId), ...productCounts.map((group) => group.productId), ...(query.productId ? [query.productId] : [])]);
  const [partners, products] = await Promise.all([loadPartnerNames(partnerIds), loadProductRefs(productIds)]);

  const facets: DeskQueueFacets = {
    statuses: facetStatuses(statuses).map((status) => ({ status, count: statusCounts.find((group) => group.status === status)?._count._all ?? 0 })),
    correspondents: [...partners.entries()]
      .map(([id, name]) => ({ id, name, count: partnerCounts.find((group) => group.correspondentId === id)?._count._all ?? 0 }))
      .filter((facet) => facet.count > 0 || facet.id === query.correspondentId)
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
    products: [...products.values()]
      .map((product) => ({ ...product, count: productCounts.find((group) => group.productId === product.id)?._count._all ?? 0 }))
      .filter((facet) => facet.count > 0 || facet.id === query.productId)
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  };
  const data = rows.map((row) => toQueueItem(row, partners.get(row.correspondentId) ?? "—", products.get(row.productId)));
  return { ...toPage(data, totalItems, query), facets };
}

/** The statuses the status facet counts: the desk's queue and whatever else was asked for, in pipeline order. */
function facetStatuses(asked: readonly OperationStatus[]): OperationStatus[] {
  const wanted = new Set<OperationStatus>([...DESK_QUEUE_STATUSES, ...asked]);
  return [...DESK_QUEUE_STATUSES, ...operationStatusValues.filter((status) => wanted.has(status) && !(DESK_QUEUE_STATUSES as readonly string[]).includes(status))];
}

function toQueueItem(row: QueueRow, partnerName: string, product: ProductRef | undefined): DeskQueueItem {
  const plan = row.plan as AmortizationPlan | null;
  const amortization = row.amortization as { requestedAmount?: number };
  return {
    id: row.id,
    creditNoteNo: formatCreditNoteNo(row.number),
    status: row.status,
    statusSince: toUtcDateTime(row.statusSince),
    createdAt: toUtcDateTime(row.createdAt),
    correspondent: { id: row.correspondentId, name: partnerName },
    product: product ?? { id: row.productId, name: "—", module: "consignado-privado" },
    // The plan's principal: with calculateByValueType Liquid or Payment the request's amount is not the principal.
    requestedAmount: plan?.requestedAmount ?? cents(amortization.requestedAmount ?? 0),
    installments: plan?.installments.length ?? 0,
    ...(row.cancelRequestedAt && { cancelRequestedAt: toUtcDateTime(row.cancelRequestedAt) }),
    decisions: applicableDeskDecisions(row.status, row.cancelRequestedAt !== null),
  };
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
