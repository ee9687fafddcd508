import "server-only";
import { getPrisma } from "@/lib/db/client";
import { can, type ScopedOperator } from "../auth/permissions";
import { ACTION_REQUIRED_STATUSES } from "../operations/operation-status";
import { conditions } from "./load-board";

/**
 * The header's count: operations in the operator's scope waiting for the partner (ACTION_REQUIRED_STATUSES).
 * Only for the roles that act on operations (correspondents and officers); null for the others.
 */
export async function countOperationsNeedingAction(operator: ScopedOperator): Promise<number | null> {
  if (!can(operator.role, "originate")) return null;
  const statuses = [...ACTION_REQUIRED_STATUSES];
  const [row] = await getPrisma().$queryRaw<[{ count: bigint }]>`
    SELECT count(*) AS count FROM portal_tracked_operation
    WHERE ${conditions(operator, {})} AND "deletedAt" IS NULL AND status = ANY(${statuses}::text[])`;
  return Number(row.count);
}

