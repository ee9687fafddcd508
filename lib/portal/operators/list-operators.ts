import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { AuditActor } from "../audit/record-audit-event";
import type { PortalRole } from "../auth/roles";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import type { BranchOption } from "./list-branch-options";
import type { OperatorFilters } from "./operator-filters";
import { operatorStatus, type OperatorStatus, type OperatorStatusKind } from "./operator-status";

export interface ListOperatorsOptions {
  readonly actor: AuditActor;
  readonly filters?: OperatorFilters;
  readonly now?: Date;
}

export interface OperatorListItem {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: PortalRole;
  readonly branch: BranchOption | null;
  readonly status: OperatorStatus;
  readonly openSessions: number;
}

/** A portal has tens of operators, not thousands: one bounded page, no pagination. */
const MAX_ROWS = 500;

/** Operators by name, with their branch and organization, open (unexpired) sessions and sign-in status. */
export async function listOperators({ actor, filters = {}, now = new Date() }: ListOperatorsOptions): Promise<OperatorListItem[]> {
  assertCanManageOperators(actor);
  const rows = await getPrisma().user.findMany({
    where: {
      ...(filters.role ? { role: filters.role } : {}),
      ...(filters.branchId ? { branchId: filters.branchId } : {}),
      ...(filters.status ? statusWhere(filters.status, now) : {}),
    },
    orderBy: [{ name: "asc" }, { email: "asc" }],
    take: MAX_ROWS,
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      disabledAt: true,
      lockedUntil: true,
      branch: { select: { id: true, code: true, name: true, organization: { select: { name: true } } } },
      _count: { select: { sessions: { where: { expires: { gt: now } } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as PortalRole,
    branch: row.branch
      ? { id: row.branch.id, code: row.branch.code, name: row.branch.name, organizationName: row.branch.organization.name }
      : null,
    status: operatorStatus(row, now),
    openSessions: row._count.sessions,
  }));
}

/** The same precedence as `operatorStatus`: a disabled operator is "disabled" even while a lock runs. */
function statusWhere(status: OperatorStatusKind, now: Date): Prisma.UserWhereInput {
  switch (status) {
    case "disabled":
      return { disabledAt: { not: null } };
    case "locked":
      return { disabledAt: null, lockedUntil: { gt: now } };
    case "active":
      return { disabledAt: null, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] };
  }
}
