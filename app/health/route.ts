import { checkDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

/** Liveness and readiness: 200 when the database answers, 503 otherwise. Carries no personal data. */
export async function GET() {
  const database = await checkDatabase();
  const body = { status: database.ok ? "ok" : "degraded", time: new Date().toISOString(), database };
  return Response.json(body, { status: database.ok ? 200 : 503, headers: { "cache-control": "no-store" } });
}
