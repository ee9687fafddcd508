import { getPrisma } from "@/lib/db/client";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";

/**
 * Leases on `portal_tracker_scan`, one row per credential: several instances on one database never scan the
 * same credential at once (the claim is one `UPDATE … WHERE` on a row picked with `FOR UPDATE SKIP LOCKED`),
 * a lease that stops being renewed (the instance died) is taken over when it expires, and the times are the
 * database's so instances with different clocks agree.
 */
export class LeaseLostError extends Error {
  constructor(apiClientId: string) {
    super(`tracker: the scan lease of ${apiClientId} was lost`);
    this.name = "LeaseLostError";
  }
}

export interface ClaimedScan {
  readonly apiClientId: string;
  readonly discoveredUntil: Date | null;
  /** The database's time at the claim: the start of this scan. */
  readonly startedAt: Date;
}

export interface LeaseOptions {
  readonly owner: string;
  readonly leaseSeconds: number;
  readonly prisma?: PrismaClient;
}

/** A row for every credential some branch holds (new credentials become due at once). */
export async function ensureScanRows(prisma: PrismaClient = getPrisma()): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO portal_tracker_scan ("apiClientId")
    SELECT DISTINCT "apiClientId" FROM portal_branch
    ON CONFLICT DO NOTHING`;
}

/** Claims one credential whose scan is due and not leased (the least recently scanned first); null if none. */
export async function claimDueScan(
  options: LeaseOptions & { intervalSeconds: number; apiClientIds?: readonly string[]; exclude?: readonly string[] },
): Promise<ClaimedScan | null> {
  const prisma = options.prisma ?? getPrisma();
  const only = options.apiClientIds ? Prisma.sql`AND "apiClientId" = ANY(${[...options.apiClientIds]}::text[])` : Prisma.empty;
  const skip = options.exclude?.length ? Prisma.sql`AND NOT ("apiClientId" = ANY(${[...options.exclude]}::text[]))` : Prisma.empty;
  const rows = await prisma.$queryRaw<Array<{ apiClientId: string; discoveredUntil: Date | null; startedAt: Date }>>`
    UPDATE portal_tracker_scan SET
      "leaseOwner" = ${options.owner},
      "leaseUntil" = now() + make_interval(secs => ${options.leaseSeconds}),
      "lastStartedAt" = now()
    WHERE "apiClientId" = (
      SELECT "apiClientId" FROM portal_tracker_scan
      WHERE ("leaseUntil" IS NULL OR "leaseUntil" < now())
        AND ("lastFinishedAt" IS NULL OR "lastFinishedAt" <= now() - make_interval(secs => ${options.intervalSeconds}))
        AND "apiClientId" IN (SELECT "apiClientId" FROM portal_branch) ${only} ${skip}
      ORDER BY "lastFinishedAt" NULLS FIRST, "apiClientId"
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING "apiClientId", "discoveredUntil", "lastStartedAt" AS "startedAt"`;
  return rows[0] ?? null;
}

/** Extends the lease; throws LeaseLostError when another owner holds it now (this scan must stop). */
export async function renewLease(apiClientId: string, options: LeaseOptions): Promise<void> {
  const prisma = options.prisma ?? getPrisma();
  const renewed = await prisma.$executeRaw`
    UPDATE portal_tracker_scan SET "leaseUntil" = now() + make_interval(secs => ${options.leaseSeconds})
    WHERE "apiClientId" = ${apiClientId} AND "leaseOwner" = ${options.owner}`;
  if (renewed === 0) throw new LeaseLostError(apiClientId);
}

/** Ends a completed scan: the discovery watermark moves, the lease is released. */
export async function completeScan(apiClientId: string, result: { discoveredUntil: Date; calls: number }, options: LeaseOptions): Promise<void> {
  const prisma = options.prisma ?? getPrisma();
  await prisma.$executeRaw`
    UPDATE portal_tracker_scan SET
      "leaseOwner" = NULL, "leaseUntil" = NULL, "lastFinishedAt" = now(), "lastSucceededAt" = now(),
      "discoveredUntil" = ${result.discoveredUntil}, "lastCalls" = ${result.calls}, "lastError" = NULL
    WHERE "apiClientId" = ${apiClientId} AND "leaseOwner" = ${options.owner}`;
}

/** Ends a failed scan: the lease is released and the credential is due again after `retrySeconds`. */
export async function failScan(apiClientId: string, error: string, retrySeconds: number, intervalSeconds: number, options: LeaseOptions): Promise<void> {
  const prisma = options.prisma ?? getPrisma();
  const backdate = Math.max(0, intervalSeconds - retrySeconds);
  await prisma.$executeRaw`
    UPDATE portal_tracker_scan SET
      "leaseOwner" = NULL, "leaseUntil" = NULL,
      "lastFinishedAt" = now() - make_interval(secs => ${backdate}), "lastError" = ${error.slice(0, 500)}
    WHERE "apiClientId" = ${apiClientId} AND "leaseOwner" = ${options.owner}`;
}
