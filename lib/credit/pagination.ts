/**
 * Listings of the credit API (DESIGN §3): the contract's `page` (from 1) and `size` become a database window,
 * and a page of rows becomes `{ data, page, size, totalItems, totalPages }` (lib/contract/pagination.ts).
 */
import type { Page, PaginationQuery } from "@/lib/contract/pagination";

/** `skip`/`take` for Prisma's `findMany`. */
export function pageWindow({ page, size }: PaginationQuery): { skip: number; take: number } {
  return { skip: (page - 1) * size, take: size };
}

/** The page envelope; a page past the end has empty `data` and the real totals. */
export function toPage<T>(data: T[], totalItems: number, { page, size }: PaginationQuery): Page<T> {
  return { data, page, size, totalItems, totalPages: Math.ceil(totalItems / size) };
}
