import { problemResponse } from "@/lib/http/problem";
import { operationAccess } from "@/lib/portal/access/operation-access";
import { operatorForRoute } from "@/lib/portal/auth/route-operator";
import { canViewTrackedOperation, getTrackedOperation, refreshTrackedOperation } from "@/lib/portal/tracker";

/**
 * GET /operations/{id}/tracking: the operation page's polling target. The tracked state and timeline, read from
 * the credit API again when the last reading is older than TRACKER_OPEN_OPERATION_SECONDS (one call per
 * interval however many screens poll). 404 for an operation the operator may not see.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const access = await operatorForRoute("viewOperations");
  if ("refusal" in access) return access.refusal;
  const { id } = await params;
  let stored = await getTrackedOperation(id);
  // Known only by its organization: lib/portal/access learns (and records) the creating branch, or refuses.
  if (stored && !stored.branch) stored = (await operationAccess(access.operator, id)) ? await getTrackedOperation(id) : null;
  if (!stored || !canViewTrackedOperation(access.operator, { branchId: stored.branch?.id ?? null, organizationId: stored.organizationId })) {
    return problemResponse({ status: 404, title: "Operação não encontrada", detail: "O portal não acompanha esta operação, ou ela não é do seu escopo." });
  }
  const result = await refreshTrackedOperation(id);
  return Response.json({ operation: result?.operation ?? stored, refreshed: result?.refreshed ?? false }, { headers: { "cache-control": "private, no-store" } });
}
