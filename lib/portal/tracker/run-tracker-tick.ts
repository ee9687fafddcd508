import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { logger } from "@/lib/log/logger";
import { observeTrackerScan } from "@/lib/metrics/tracker-metrics";
import { credentialClients, type CredentialClientFactory } from "./credential-client";
import { claimDueScan, completeScan, ensureScanRows, failScan, LeaseLostError, renewLease } from "./scan-lease";
import { scanCredential, type ScanReport } from "./scan-credential";
import { trackerSettings } from "./tracker-settings";

export interface TrackerTickOptions {
  /** This scanner's identity in the leases (default: one per process). */
  readonly owner?: string;
  readonly clientFor?: CredentialClientFactory;
  readonly intervalSeconds?: number;
  readonly leaseSeconds?: number;
  /** Only these credentials (default: every credential a branch holds). */
  readonly apiClientIds?: readonly string[];
  /** At most this many credential scans in one tick. */
  readonly maxScans?: number;
  readonly prisma?: PrismaClient;
}

const processOwner = `${process.pid}:${randomUUID()}`;
/** A failed scan is tried again after a minute rather than a whole interval. */
const RETRY_SECONDS = 60;

/**
 * One tick of the tracker: operations whose credential no branch holds any more move to their branch's (or
 * organization's) current credential, then every credential whose scan is due is claimed and scanned, one at a
 * time, until none is due. Several instances running ticks on one database share the credentials through the
 * leases; none scans a credential another holds.
 */
export async function runTrackerTick(options: TrackerTickOptions = {}): Promise<ScanReport[]> {
  const prisma = options.prisma ?? getPrisma();
  const lease = { owner: options.owner ?? processOwner, leaseSeconds: options.leaseSeconds ?? trackerSettings.leaseSeconds(), prisma };
  const intervalSeconds = options.intervalSeconds ?? trackerSettings.scanIntervalSeconds();
  const clientFor = options.clientFor ?? credentialClients();
  await ensureScanRows(prisma);
  await adoptOrphans(prisma);
  const reports: ScanReport[] = [];
  // Each credential at most once per tick, even when its interval is shorter than its scan.
  const done: string[] = [];
  for (let scans = 0; scans < (options.maxScans ?? 50); scans += 1) {
    const claimed = await claimDueScan({ ...lease, intervalSeconds, exclude: done, ...(options.apiClientIds && { apiClientIds: options.apiClientIds }) });
    if (!claimed) break;
    done.push(claimed.apiClientId);
    const started = performance.now();
    try {
      const report = await scanCredential({
        apiClientId: claimed.apiClientId,
        client: await clientFor(claimed.apiClientId),
        discoveredUntil: claimed.discoveredUntil,
        startedAt: claimed.startedAt,
        heartbeat: () => renewLease(claimed.apiClientId, lease),
        prisma,
      });
      await completeScan(claimed.apiClientId, { discoveredUntil: claimed.startedAt, calls: report.calls }, lease);
      reports.push(report);
      observeTrackerScan(started, report.calls);
      logger.info("acompanhamento: varredura concluída", { ...report, durationMs: Math.round(performance.now() - started) });
    } catch (error) {
      if (error instanceof LeaseLostError) {
        logger.warn("acompanhamento: varredura interrompida (outra instância assumiu a credencial)", { apiClientId: claimed.apiClientId });
        continue;
      }
      observeTrackerScan(started);
      logger.warn("acompanhamento: varredura falhou; nova tentativa em breve", { apiClientId: claimed.apiClientId, error: String(error) });
      await failScan(claimed.apiClientId, String(error), RETRY_SECONDS, intervalSeconds, lease);
    }
  }
  return reports;
}

/**
 * A branch's credential changed: its operations are followed with the new one (the same correspondent's
 * credential sees them). Operations of an organization with no branch go to the credential of its oldest branch.
 */
async function adoptOrphans(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`
    UPDATE portal_tracked_operation AS operation SET "apiClientId" = branch."apiClientId"
    FROM portal_branch AS branch
    WHERE operation."branchId" = branch.id AND operation."apiClientId" <> branch."apiClientId"
      AND NOT EXISTS (SELECT 1 FROM portal_branch AS holder WHERE holder."apiClientId" = operation."apiClientId")`;
  await prisma.$executeRaw`
    UPDATE portal_tracked_operation AS operation SET "apiClientId" = (
      SELECT branch."apiClientId" FROM portal_branch AS branch
      WHERE branch."organizationId" = operation."organizationId" ORDER BY branch."createdAt", branch.id LIMIT 1)
    WHERE operation."branchId" IS NULL
      AND NOT EXISTS (SELECT 1 FROM portal_branch AS holder WHERE holder."apiClientId" = operation."apiClientId")
      AND EXISTS (SELECT 1 FROM portal_branch AS branch WHERE branch."organizationId" = operation."organizationId")`;
}
