import "server-only";
import type { CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import type { SessionOperator } from "../auth/load-session-operator";
import { canViewBranch } from "../auth/permissions";
import { creditClientForBranch } from "../credit/branch-credit-client";

/**
 * The credit client that reaches an operation: the credential of the branch that originated it, when the operator
 * may see that branch; for an operation the portal has no record of, the operator's own branch (the API's linkage
 * then decides). Null when the operator may not see it.
 */
export async function creditClientForOperation(operator: SessionOperator, operationId: string): Promise<CreditClient | null> {
  const draft = await getPrisma().portalOriginationDraft.findUnique({
    where: { creditNoteId: operationId },
    select: { branch: { select: { id: true, organizationId: true } } },
  });
  if (draft) return canViewBranch(operator, draft.branch) ? creditClientForBranch(draft.branch.id) : null;
  return operator.branchId ? creditClientForBranch(operator.branchId) : null;
}
