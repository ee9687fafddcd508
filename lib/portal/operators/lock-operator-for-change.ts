import type { Prisma } from "@/lib/db/generated/client";
import { ActionRefusal } from "../actions/action-result";
import type { PortalRole } from "../auth/roles";

export interface LockedOperator {
  readonly id: string;
  readonly email: string;
  readonly role: PortalRole;
  readonly branchId: string | null;
  readonly disabledAt: Date | null;
  /** Enabled managers other than this operator, counted under the same locks. */
  readonly otherEnabledManagers: number;
}

/**
 * Locks, until the transaction ends, every enabled manager's row and then the target's, and reads the target.
 * Two managers demoting or disabling each other at once queue on the first lock, so the second counts after
 * the first committed and the portal never ends up without an enabled manager. The same lock order everywhere
 * (managers by id, then the target) keeps these transactions from deadlocking one another.
 */
export async function lockOperatorForChange(tx: Prisma.TransactionClient, operatorId: string): Promise<LockedOperator> {
  const managers = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id::text AS id FROM portal_operator WHERE role = 'manager' AND "disabledAt" IS NULL ORDER BY id FOR UPDATE`;
  const rows = await tx.$queryRaw<Array<{ id: string; email: string; role: PortalRole; branchId: string | null; disabledAt: Date | null }>>`
    SELECT id::text AS id, email, role::text AS role, "branchId"::text AS "branchId", "disabledAt"
    FROM portal_operator WHERE id = ${operatorId}::uuid FOR UPDATE`;
  const target = rows[0];
  if (!target) throw new ActionRefusal("not-found", "Operador não encontrado.");
  return { ...target, otherEnabledManagers: managers.filter((manager) => manager.id !== target.id).length };
}
