import type { MarginAuthorization, MarginAuthorizationListQuery } from "@/lib/contract/margin-authorization";
import type { Page } from "@/lib/contract/pagination";
import { getPrisma } from "@/lib/db/client";
import type { Caller } from "../auth/authenticate-caller";
import { pageWindow, toPage } from "../pagination";
import { settlePendingAuthorizations } from "./settle-pending-authorizations";
import { toMarginAuthorizationResponse } from "./to-margin-authorization-response";

export interface ListMarginAuthorizationsOptions {
  caller: Caller;
  query: MarginAuthorizationListQuery;
}

/**
 * The caller's margin authorizations, by CPF and status, newest first, paginated: how a partner follows their
 * events (`Pending`, `Approved`, `Refused`). Decisions that fell due are applied first.
 */
export async function listMarginAuthorizations({ caller, query }: ListMarginAuthorizationsOptions): Promise<Page<MarginAuthorization>> {
  await settlePendingAuthorizations();
  const prisma = getPrisma();
  const where = {
    correspondentId: caller.correspondentId,
    ...(query.registrationNumber !== undefined && { registrationNumber: query.registrationNumber }),
    ...(query.status !== undefined && { status: query.status }),
  };
  const [rows, totalItems] = await Promise.all([
    prisma.creditMarginAuthorization.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...pageWindow(query) }),
    prisma.creditMarginAuthorization.count({ where }),
  ]);
  return toPage(rows.map(toMarginAuthorizationResponse), totalItems, query);
}
