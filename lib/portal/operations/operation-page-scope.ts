import "server-only";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { operationAccess } from "../access/operation-access";
import { getTrackedOperation, canViewTrackedOperation } from "../tracker";

/**
 * Whether the operation page may open for this operator, decided before the page streams (a page that has started
 * streaming answers 200 even when it then finds nothing): the branch scope, from the portal's store first. When the
 * API fails while the scope is being learnt, the tracker's own scope decides, as for the degraded page.
 */
export async function operationPageInScope(operator: SessionOperator, operationId: string): Promise<boolean> {
  try {
    return (await operationAccess(operator, operationId)) !== null;
  } catch (error) {
    if (!isCreditApiError(error)) throw error;
    const tracked = await getTrackedOperation(operationId);
    return !tracked || canViewTrackedOperation(operator, { branchId: tracked.branch?.id ?? null, organizationId: tracked.organizationId });
  }
}
