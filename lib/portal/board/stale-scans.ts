import "server-only";
import { getPrisma } from "@/lib/db/client";
import type { ScopedOperator } from "../auth/permissions";
import { trackerSettings } from "../tracker/tracker-settings";

/** A credential whose portfolio the board may show out of date: its last successful scan is too old, or missing. */
export interface StaleScan {
  readonly branchName: string;
  readonly lastSucceededAt: Date | null;
  readonly lastError: string | null;
}

/**
 * The branches in the operator's scope whose credential was not scanned successfully within twice the scan
 * interval (the board reads the portal's store, so it would otherwise look current while the API is down).
 */
export async function listStaleScans(operator: ScopedOperator, now: Date = new Date()): Promise<StaleScan[]> {
  const cutoff = new Date(now.getTime() - 2 * trackerSettings.scanIntervalSeconds() * 1000);
  const scope =
    operator.role === "correspondent"
      ? { id: operator.branchId ?? "00000000-0000-0000-0000-000000000000" }
      : operator.role === "officer"
        ? { organizationId: operator.organizationId ?? "00000000-0000-0000-0000-000000000000" }
        : {};
  const prisma = getPrisma();
  const branches = await prisma.portalBranch.findMany({ where: scope, select: { name: true, apiClientId: true }, orderBy: { name: "asc" } });
  if (branches.length === 0) return [];
  const scans = await prisma.portalTrackerScan.findMany({
    where: { apiClientId: { in: branches.map((branch) => branch.apiClientId) } },
    select: { apiClientId: true, lastSucceededAt: true, lastStartedAt: true, lastError: true },
  });
  return staleScans(branches, scans, cutoff);
}

interface ScanRow {
  readonly apiClientId: string;
  readonly lastSucceededAt: Date | null;
  readonly lastStartedAt: Date | null;
  readonly lastError: string | null;
}

/** The branches whose credential's last successful scan is before `cutoff` (or never happened though one was tried). */
export function staleScans(branches: readonly { name: string; apiClientId: string }[], scans: readonly ScanRow[], cutoff: Date): StaleScan[] {
  const byCredential = new Map(scans.map((scan) => [scan.apiClientId, scan]));
  return branches.flatMap((branch) => {
    const scan = byCredential.get(branch.apiClientId);
    // Never scanned yet (a new credential, or the tracker off): nothing to warn about until a scan was tried.
    if (!scan?.lastStartedAt) return [];
    if (scan.lastSucceededAt && scan.lastSucceededAt >= cutoff) return [];
    return [{ branchName: branch.name, lastSucceededAt: scan.lastSucceededAt, lastError: scan.lastError }];
  });
}
