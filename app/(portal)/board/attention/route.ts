import { operatorForRoute } from "@/lib/portal/auth/route-operator";
import { countOperationsNeedingAction } from "@/lib/portal/board/count-operations-needing-action";

/** GET /board/attention: `{ count }` of operations waiting for this operator's action (null for roles that do not act). */
export async function GET(): Promise<Response> {
  const access = await operatorForRoute("viewOperations");
  if ("refusal" in access) return access.refusal;
  const count = await countOperationsNeedingAction(access.operator);
  return Response.json({ count }, { headers: { "cache-control": "private, no-store" } });
}
