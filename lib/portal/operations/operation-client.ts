import "server-only";
import type { CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import type { SessionOperator } from "../auth/load-session-operator";
import { canViewBranch } from "../auth/permissions";
import { creditClientForBranch } from "../credit/branch-credit-client";
import { canViewTrackedOperation } from "../tracker";
import { creditClientForCredential } from "../tracker/credential-client";

/**
 * The credit client that reaches an operation, or null when the operator may not see it: the credential the
 * tracker follows it with when the tracker knows its branch; else the branch of the portal draft that created it;
 * else the tracker's organization-level record; else, for an operation the portal has no record of, the
 * operator's own branch (the API's linkage then decides).
 */
export async function creditClientForOperation(operator: SessionOperator, operationId: string): Promise<CreditClient | null> {
  const prisma = getPrisma();
  const tracked = await prisma.portalTrackedOperation.findUnique({ where: { id: operationId }, select: { branchId: true, organizationId: true, apiClientId: true } });
  if (tracked?.branchId) return canViewTrackedOperation(operator, tracked) ? creditClientForCredential(tracked.apiClientId) : null;
  // A portal draft knows the branch even when the tracker only knows the organization.
  const draft = await prisma.portalOriginationDraft.findUnique({
    where: { creditNoteId: operationId },
    select: { branch: { select: { id: true, organizationId: true } } },
  });
  if (draft) return canViewBranch(operator, draft.branch) ? creditClientForBranch(draft.branch.id) : null;
  if (tracked) return canViewTrackedOperation(operator, tracked) ? creditClientForCredential(tracked.apiClientId) : null;
  return operator.branchId ? creditClientForBranch(operator.branchId) : null;
}
