import { getPrisma } from "@/lib/db/client";
import { gauge, histogram, secondsSince } from "./registry";

/**
 * The portal's operation tracker (lib/portal/tracker): each credential scan's duration and upstream calls, and
 * the age of the last complete scan per credential (read from portal_tracker_scan at scrape time: any
 * instance reports every credential, whoever scanned it). The credential label is the API client id a branch
 * is configured with: a short configured name, few of them, not personal data.
 */
const duration = () =>
  histogram({
    name: "credito_tracker_scan_duration_seconds",
    help: "Duration of one credential scan of the operation tracker, by result",
    labelNames: ["result"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  });

const calls = () =>
  histogram({
    name: "credito_tracker_scan_calls",
    help: "Credit API calls made by one complete credential scan",
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000],
  });

/** One scan ended: `calls` when it completed, undefined when it failed. */
export function observeTrackerScan(startedAt: number, completedCalls?: number): void {
  duration().observe({ result: completedCalls === undefined ? "failed" : "ok" }, secondsSince(startedAt));
  if (completedCalls !== undefined) calls().observe(completedCalls);
}

/** Registered once per server process (instrumentation.ts). */
export function registerTrackerGauges(): void {
  gauge({
    name: "credito_tracker_last_complete_scan_age_seconds",
    help: "Seconds since the last complete scan of each credential (absent until its first one)",
    labelNames: ["credential"] as const,
    async collect() {
      const rows = await getPrisma().portalTrackerScan.findMany({
        where: { lastFinishedAt: { not: null } },
        select: { apiClientId: true, lastFinishedAt: true },
      });
      this.reset();
      const now = Date.now();
      for (const row of rows) this.set({ credential: row.apiClientId }, Math.max(0, (now - row.lastFinishedAt!.getTime()) / 1000));
    },
  });
}
