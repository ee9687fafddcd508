import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { FINAL_STATUSES } from "../operations/operation-status";
import { credentialClients, type CredentialClientFactory } from "./credential-client";
import { claimHotReads, credentialsWithDueReads, pruneCallBuckets, scheduleNextRead } from "./hot-claim";
import { hotDelaySeconds, type HotCadence } from "./hot-schedule";
import { refreshTrackedOperation } from "./refresh-tracked-operation";
import { trackerSettings } from "./tracker-settings";

export interface HotReadOptions {
  readonly clientFor?: CredentialClientFactory;
  /** The tick's clock (default: the database's, so instances agree); the benchmark simulates an hour with it. */
  readonly now?: () => Date;
  readonly cadence?: Partial<HotCadence>;
  /** Default `TRACKER_HOT_CALLS_PER_HOUR`. */
  readonly callsPerHour?: number;
  /** Only these credentials (default: every credential a branch holds). */
  readonly apiClientIds?: readonly string[];
  /** At most this many readings per credential in one tick. */
  readonly limit?: number;
  readonly prisma?: PrismaClient;
}

export interface HotReadReport {
  readonly apiClientId: string;
  /** Operations read (one `GET /v1/CreditNote/{id}` each, spent from the budget). */
  readonly reads: number;
  /** Readings that found something new (recorded like any reading). */
  readonly changed: number;
  /** Operations handed back to the portfolio scan (final, deleted, unreachable, or quiet long enough). */
  readonly cooled: number;
}

/** Readings in flight at once per credential: a burst of due operations does not flood the API. */
const CONCURRENCY = 4;
/** A claim's lease: a reader that died mid-tick leaves its operations to another after this. */
const LEASE_SECONDS = 60;

/**
 * One tick of the hot reader (issue 23): every credential's due hot operations are claimed within its hourly call
 * budget and read one by one with the tracker's on-demand refresh (`GET /v1/CreditNote/{id}`, recorded like any
 * reading: versions, transitions); each is then scheduled again by hot-schedule.ts: back to the first gap when it
 * changed, one step further back when it did not, or left to the portfolio scan. A failed reading counts as
 * unchanged, so a failing API is asked less and less often.
 */
export async function runHotReads(options: HotReadOptions = {}): Promise<HotReadReport[]> {
  const prisma = options.prisma ?? getPrisma();
  const callsPerHour = options.callsPerHour ?? trackerSettings.hotCallsPerHour();
  if (callsPerHour <= 0) return [];
  const now = options.now?.() ?? (await databaseNow(prisma));
  const cadence: HotCadence = {
    firstSeconds: trackerSettings.hotFirstSeconds(),
    motionSeconds: trackerSettings.hotMotionSeconds(),
    motionWindowSeconds: trackerSettings.hotMotionWindowSeconds(),
    intervalSeconds: trackerSettings.scanIntervalSeconds(),
    ...options.cadence,
  };
  const clientFor = options.clientFor ?? credentialClients();
  const reports: HotReadReport[] = [];
  for (const apiClientId of await credentialsWithDueReads(prisma, now, options.apiClientIds)) {
    const claims = await claimHotReads(prisma, { apiClientId, now, callsPerHour, leaseSeconds: LEASE_SECONDS, limit: options.limit ?? 100 });
    const counts = { changed: 0, cooled: 0 };
    const queue = [...claims];
    const worker = async () => {
      for (let claim = queue.shift(); claim; claim = queue.shift()) {
        const result = await refreshTrackedOperation(claim.id, { maxAgeSeconds: 0, clientFor, prisma });
        const operation = result?.operation;
        const changed = operation !== undefined && operation.version !== Number(claim.version);
        const step = changed ? 0 : claim.hotStep + 1;
        const done = !operation || operation.deletedAt !== null || operation.unreachableSince !== null || FINAL_STATUSES.includes(operation.status as never);
        const delay = done ? null : hotDelaySeconds(step, cadence, { status: operation.status, stayedSeconds: (now.getTime() - operation.statusSince.getTime()) / 1000 });
        await scheduleNextRead(prisma, claim.id, { at: delay === null ? null : new Date(now.getTime() + delay * 1000), step });
        if (changed) counts.changed += 1;
        if (delay === null) counts.cooled += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claims.length) }, worker));
    if (claims.length > 0) reports.push({ apiClientId, reads: claims.length, ...counts });
  }
  if (reports.length > 0) await pruneCallBuckets(prisma, now);
  return reports;
}

async function databaseNow(prisma: PrismaClient): Promise<Date> {
  const [row] = await prisma.$queryRaw<[{ now: Date }]>`SELECT now() AS now`;
  return row.now;
}
