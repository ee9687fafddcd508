import type { FreeMargin, FreeMarginHistoryQuery } from "@/lib/contract/margin";
import type { Page } from "@/lib/contract/pagination";
import { getPrisma } from "@/lib/db/client";
import type { Caller } from "../auth/authenticate-caller";
import { pageWindow, toPage } from "../pagination";
import { findMarginQueryWorker } from "./margin-query-worker";
import { toFreeMarginResponse } from "./to-free-margin-response";

export interface ListFreeMarginQueriesOptions {
  caller: Caller;
  query: FreeMarginHistoryQuery;
}

/**
 * The caller's earlier margin queries for a borrower (by `personId` or CPF; `creditProductId` narrows when
 * sent), newest first, paginated: a partner reads it to reuse a result inside its cache window (`validUntil`).
 */
export async function listFreeMarginQueries({ caller, query }: ListFreeMarginQueriesOptions): Promise<Page<FreeMargin>> {
  const borrower = await findMarginQueryWorker(caller, query);
  const prisma = getPrisma();
  const where = {
    correspondentId: caller.correspondentId,
    registrationNumber: borrower.registrationNumber,
    ...(query.creditProductId !== undefined && { creditProductId: query.creditProductId }),
  };
  const [rows, totalItems] = await Promise.all([
    prisma.creditMarginQuery.findMany({ where, orderBy: [{ queriedAt: "desc" }, { id: "asc" }], ...pageWindow(query) }),
    prisma.creditMarginQuery.count({ where }),
  ]);
  return toPage(rows.map(toFreeMarginResponse), totalItems, query);
}
