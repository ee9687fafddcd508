import type { PrismaClient } from "@/lib/db/generated/client";

/** The advisory lock (with the credential's hash) under which a credential's budget is counted and spent. */
const HOT_BUDGET_LOCK = 1_407_140_002;

export interface HotClaim {
  readonly id: string;
  readonly hotStep: number;
  readonly version: bigint;
}

export interface HotClaimOptions {
  readonly apiClientId: string;
  /** The tick's clock (the database's, or a benchmark's simulated one). */
  readonly now: Date;
  /** Calls the credential may make in any hour. */
  readonly callsPerHour: number;
  readonly leaseSeconds: number;
  /** At most this many claimed at once. */
  readonly limit: number;
}

/**
 * Claims a credential's due hot operations, the most overdue first, and spends one call of its budget for each, in
 * one transaction under the credential's advisory lock: instances never claim the same operation (lease, `SKIP
 * LOCKED`) and never spend together more than the budget. The budget counts per-minute buckets over the last 61
 * minutes, so any hour, wherever it starts, holds at most `callsPerHour` calls. A claimed call not made is not
 * given back: the budget errs on the side of fewer calls.
 */
export async function claimHotReads(prisma: PrismaClient, options: HotClaimOptions): Promise<HotClaim[]> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${HOT_BUDGET_LOCK}, hashtext(${options.apiClientId}))`;
    const [spent] = await tx.$queryRaw<[{ calls: bigint | null }]>`
      SELECT sum(calls) AS calls FROM portal_tracker_call_bucket
      WHERE "apiClientId" = ${options.apiClientId} AND minute >= date_trunc('minute', ${options.now}::timestamptz) - interval '60 minutes'
        AND minute <= ${options.now}::timestamptz`;
    const allowance = Math.min(options.limit, options.callsPerHour - Number(spent.calls ?? 0));
    if (allowance <= 0) return [];
    const claimed = await tx.$queryRaw<HotClaim[]>`
      UPDATE portal_tracked_operation SET "hotLeaseUntil" = ${options.now}::timestamptz + make_interval(secs => ${options.leaseSeconds})
      WHERE id IN (
        SELECT id FROM portal_tracked_operation
        WHERE "apiClientId" = ${options.apiClientId} AND "hotNextReadAt" <= ${options.now}
          AND ("hotLeaseUntil" IS NULL OR "hotLeaseUntil" < ${options.now})
        ORDER BY "hotNextReadAt", id
        LIMIT ${allowance}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, "hotStep", version`;
    if (claimed.length > 0) {
      await tx.$executeRaw`
        INSERT INTO portal_tracker_call_bucket ("apiClientId", minute, calls)
        VALUES (${options.apiClientId}, date_trunc('minute', ${options.now}::timestamptz), ${claimed.length})
        ON CONFLICT ("apiClientId", minute) DO UPDATE SET calls = portal_tracker_call_bucket.calls + EXCLUDED.calls`;
    }
    return claimed;
  });
}

/** Credentials some branch holds with hot operations due and not leased (each looked up by its index). */
export async function credentialsWithDueReads(prisma: PrismaClient, now: Date, only?: readonly string[]): Promise<string[]> {
  const rows = await prisma.$queryRaw<Array<{ apiClientId: string }>>`
    SELECT credential."apiClientId" FROM (SELECT DISTINCT "apiClientId" FROM portal_branch) AS credential
    WHERE EXISTS (
      SELECT 1 FROM portal_tracked_operation AS operation
      WHERE operation."apiClientId" = credential."apiClientId" AND operation."hotNextReadAt" <= ${now}
        AND (operation."hotLeaseUntil" IS NULL OR operation."hotLeaseUntil" < ${now}))`;
  const due = rows.map((row) => row.apiClientId);
  return only ? due.filter((id) => only.includes(id)) : due;
}

/** Ends a claim: the next reading (null: left to the portfolio scan) and the back-off's step; the lease is released. */
export async function scheduleNextRead(prisma: PrismaClient, id: string, next: { at: Date | null; step: number }): Promise<void> {
  await prisma.$executeRaw`
    UPDATE portal_tracked_operation SET "hotNextReadAt" = ${next.at}, "hotStep" = ${next.step}, "hotLeaseUntil" = NULL
    WHERE id = ${id}::uuid`;
}

/** Buckets older than the budget's window are of no use. */
export async function pruneCallBuckets(prisma: PrismaClient, now: Date): Promise<void> {
  await prisma.$executeRaw`DELETE FROM portal_tracker_call_bucket WHERE minute < ${now}::timestamptz - interval '2 hours'`;
}
