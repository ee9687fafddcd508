import { getPrisma } from "./client";

export interface DatabaseHealth {
  ok: boolean;
  latencyMs: number;
  /** Migrations applied, so a deployment that skipped `migrate deploy` is visible. */
  migrations?: number;
}

/** A cheap round trip to PostgreSQL for the health route; never throws. */
export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    const rows = await getPrisma().$queryRaw<Array<{ count: bigint }>>`
      SELECT count(*)::bigint AS count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`;
    return { ok: true, latencyMs: Math.round(performance.now() - started), migrations: Number(rows[0]?.count ?? 0) };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}
