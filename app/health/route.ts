import { upstreamStates } from "@/lib/credit-client";
import { checkDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

/**
 * Liveness and readiness: 200 when the database answers, 503 otherwise. Carries no personal data. The upstreams
 * (credit API, desk API) this process has called are reported with their breaker's state and last success, but
 * never fail the check: the portal keeps serving degraded pages while they are down.
 */
export async function GET() {
  const database = await checkDatabase();
  const upstreams = upstreamStates().map(({ upstream, breaker, lastSuccessAt, lastFailureAt }) => ({ upstream, breaker, lastSuccessAt, lastFailureAt }));
  const body = { status: database.ok ? "ok" : "degraded", time: new Date().toISOString(), database, upstreams };
  return Response.json(body, { status: database.ok ? 200 : 503, headers: { "cache-control": "no-store" } });
}
