/**
 * The operations board and the tracker (`npx tsx bench/run.ts board`), issue 14's "Done means":
 * - the board's data request with 10,000 tracked operations (manager: all of them; a correspondent: its
 *   branch's), sequential requests, p50/p95, and its size;
 * - a refresh with nothing changed (`If-None-Match` → 304) and one with 10 changed rows (a delta);
 * - one tracker scan of 1,000 open operations over five statuses: upstream calls against the bound
 *   Σ over statuses of ⌈open/100⌉ + one discovery call, and its time;
 * - the hot reader (issue 23): its upstream calls in one simulated hour with 10, 100 and 1,000 open operations all
 *   hot at once (the portal acted on every one, half of them in statuses that move on their own, nothing moving
 *   afterwards), with the default budget and without it.
 *
 * Starts the whole system on a spare loopback port with an ephemeral embedded PostgreSQL (its own tracker off:
 * the scans are run here, counting their calls), writes the 10,000 tracked operations straight into the portal's
 * store (the board reads nothing else) and the 1,000 upstream operations into the credit API's tables
 * (test/support/credit-portfolio.ts); the scan itself goes over HTTP like in production.
 */
import "./server-only-outside-next";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OperationStatus } from "@/lib/contract";
import { operationStatusValues } from "@/lib/contract/enums";
import type { PrismaClient } from "@/lib/db/generated/client";
import { startSystem } from "../scripts/system";
import { fmt, sparePort } from "./http-load";
import { signInToPortal } from "./portal-sign-in";

const TRACKED = 10_000;
const SCANNED = 1_000;
const out = (text: string) => process.stdout.write(`${text}\n`);

export async function run(): Promise<void> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, CREDIT_API_URL: process.env.CREDIT_API_URL, LOG_LEVEL: process.env.LOG_LEVEL };
  delete process.env.DATABASE_URL; // always the ephemeral embedded database, never a configured one
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-board-"));
  const port = await sparePort();
  out(`starting the system on 127.0.0.1:${port} (build when sources changed, ephemeral database, tracker off)...`);
  const system = await startSystem({
    port,
    dataDir,
    database: "credito_bench_board",
    fresh: true,
    ephemeral: true,
    inheritOutput: false,
    extraEnv: { LOG_LEVEL: "warn", OPERATION_TRACKER: "off" },
  });
  const { createPrismaClient } = await import("@/lib/db/client");
  const prisma = createPrismaClient(system.databaseUrl);
  try {
    const base = `http://127.0.0.1:${port}`;
    process.env.DATABASE_URL = system.databaseUrl;
    process.env.CREDIT_API_URL = base;
    process.env.LOG_LEVEL = "warn";
    await boardData(base, prisma);
    await trackerScan(base, prisma);
    await hotReader(base, prisma);
  } finally {
    await prisma.$disconnect();
    const { getPrisma } = await import("@/lib/db/client");
    await getPrisma().$disconnect().catch(() => undefined);
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

async function boardData(base: string, prisma: PrismaClient) {
  const built = performance.now();
  await insertTrackedOperations(prisma);
  out(`board: ${fmt(TRACKED)} tracked operations written in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  const manager = (await signInToPortal(base, "gestor@portal.demo", "10.98.0.18")).cookie;
  const correspondent = (await signInToPortal(base, "correspondente.se@centro.demo", "10.98.0.29")).cookie;

  const full = async (cookie: string, query = "") => {
    const response = await fetch(`${base}/board/data${query}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`board data: ${response.status}`);
    return { etag: response.headers.get("etag")!, body };
  };
  const described = (body: ArrayBuffer) => {
    const payload = JSON.parse(Buffer.from(body).toString()) as { rows: unknown[]; groups: Array<{ count: number }> };
    const total = payload.groups.reduce((sum, group) => sum + group.count, 0);
    return `${fmt(payload.rows.length)} rows sent of ${fmt(total)}, ${fmt(body.byteLength / 1024)} KiB JSON`;
  };
  const conditional = async (cookie: string, etag: string, expected: number) => {
    const response = await fetch(`${base}/board/data`, { headers: { cookie, "if-none-match": etag } });
    const body = await response.arrayBuffer();
    if (response.status !== expected) throw new Error(`board refresh: ${response.status}, expected ${expected}`);
    return body.byteLength;
  };

  const first = await full(manager);
  const managerTimes = await timed(60, () => full(manager));
  out(
    `board: data request, manager, all ${fmt(TRACKED)} operations (${described(first.body)}): ` +
      `p50 ${quantile(managerTimes, 0.5).toFixed(1)} ms, p95 ${quantile(managerTimes, 0.95).toFixed(1)} ms (${managerTimes.length} sequential requests)`,
  );
  const own = await full(correspondent);
  const correspondentTimes = await timed(60, () => full(correspondent));
  out(
    `board: data request, correspondent, its branch (${described(own.body)}): ` +
      `p50 ${quantile(correspondentTimes, 0.5).toFixed(1)} ms, p95 ${quantile(correspondentTimes, 0.95).toFixed(1)} ms`,
  );
  const expanded = await full(manager, "?show=Signatures:10000");
  const expandedTimes = await timed(30, () => full(manager, "?show=Signatures:10000"));
  out(
    `board: data request, manager, one status shown whole (${described(expanded.body)}): ` +
      `p50 ${quantile(expandedTimes, 0.5).toFixed(1)} ms, p95 ${quantile(expandedTimes, 0.95).toFixed(1)} ms`,
  );
  const searchTimes = await timed(60, () => full(manager, "?q=100.000.019-29&product=payroll"));
  out(`board: data request, manager searching a CPF: p50 ${quantile(searchTimes, 0.5).toFixed(1)} ms, p95 ${quantile(searchTimes, 0.95).toFixed(1)} ms`);

  const quiet = await timed(300, () => conditional(manager, first.etag, 304));
  out(`board: refresh with nothing changed (If-None-Match → 304, no body): p50 ${quantile(quiet, 0.5).toFixed(1)} ms, p95 ${quantile(quiet, 0.95).toFixed(1)} ms (${quiet.length} requests)`);

  await prisma.$executeRaw`
    UPDATE portal_tracked_operation SET status = 'Signatures', "statusSince" = now(), version = nextval('portal_tracked_operation_version_seq')
    WHERE id IN (SELECT id FROM portal_tracked_operation ORDER BY id LIMIT 10)`;
  let deltaBytes = 0;
  const delta = await timed(60, async () => (deltaBytes = await conditional(manager, first.etag, 200)));
  out(`board: refresh with 10 changed rows (delta, ${fmt(deltaBytes)} bytes): p50 ${quantile(delta, 0.5).toFixed(1)} ms, p95 ${quantile(delta, 0.95).toFixed(1)} ms`);
}

async function trackerScan(base: string, prisma: PrismaClient) {
  const { createTestPartner, insertPortfolio } = await import("../test/support/credit-portfolio");
  const { createCreditClient, createTokenCache } = await import("@/lib/credit-client");
  const { runTrackerTick } = await import("@/lib/portal/tracker/run-tracker-tick");
  const { statusScanCalls } = await import("@/lib/portal/tracker/scan-plan");
  const partner = await createTestPartner(prisma);
  const cycle: OperationStatus[] = ["Draft", "Draft", "Draft", "Signatures", "Signatures", "Signatures", "WarrantyRevision", "WarrantyRevision", "ManualWarranty", "PaymentRevision"];
  const statuses = Array.from({ length: SCANNED }, (_, index) => cycle[index % cycle.length]!);
  await insertPortfolio(prisma, { correspondentId: partner.correspondentId, statuses, borrowers: 40 });

  let calls = 0;
  const tokenCache = createTokenCache();
  const clientFor = async () =>
    createCreditClient({
      baseUrl: base,
      credential: { clientId: partner.clientId, clientSecret: partner.clientSecret },
      tokenCache,
      fetch: (input, init) => {
        if (new URL(input).pathname.startsWith("/v1/")) calls += 1;
        return fetch(input, init);
      },
    });
  const tick = () => runTrackerTick({ owner: `bench-${randomUUID()}`, clientFor, intervalSeconds: 0, apiClientIds: [partner.clientId], prisma });

  let started = performance.now();
  const [discovery] = await tick();
  out(
    `tracker: first scan discovers ${fmt(discovery!.inserted)} operations: ${discovery!.calls} calls ` +
      `(${discovery!.discoveryCalls} discovery pages, ${discovery!.borrowerCalls} borrower lookups) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  const bound = statusScanCalls(statuses.map((status, index) => ({ id: String(index), status, createdAt: new Date() }))) + 1;
  const durations: number[] = [];
  let report = discovery!;
  for (let round = 0; round < 3; round += 1) {
    calls = 0;
    started = performance.now();
    report = (await tick())[0] ?? report;
    durations.push(performance.now() - started);
  }
  const byStatus = [...new Set(statuses)].map((status) => `${status} ${statuses.filter((entry) => entry === status).length}`).join(", ");
  const ok = calls <= bound && report.calls === calls;
  out(
    `tracker: scan of ${fmt(SCANNED)} open operations (${byStatus}): ${calls} upstream calls ` +
      `(${report.statusCalls} by status + ${report.discoveryCalls} discovery), bound Σ⌈open/100⌉ + 1 = ${bound} ${ok ? "ok" : "EXCEEDED"}; ` +
      `median ${quantile(durations, 0.5).toFixed(0)} ms over ${durations.length} scans; ${report.changed} changed, ${report.transitions} transitions (nothing moved)`,
  );
  if (!ok) throw new Error("tracker bench: the scan made more calls than the bound");
  // Keep the operation statuses typed against the contract's list.
  if (!statuses.every((status) => (operationStatusValues as readonly string[]).includes(status))) throw new Error("unknown status");
}

async function hotReader(base: string, prisma: PrismaClient) {
  const { createTestPartner, insertPortfolio } = await import("../test/support/credit-portfolio");
  const { createCreditClient, createTokenCache } = await import("@/lib/credit-client");
  const { runTrackerTick } = await import("@/lib/portal/tracker/run-tracker-tick");
  const { runHotReads } = await import("@/lib/portal/tracker/run-hot-reads");
  const { markHot } = await import("@/lib/portal/tracker/hot-marks");
  const { readingsPerEpisode } = await import("@/lib/portal/tracker/hot-schedule");
  const { trackerSettings } = await import("@/lib/portal/tracker/tracker-settings");
  const cadence = {
    firstSeconds: trackerSettings.hotFirstSeconds(),
    motionSeconds: trackerSettings.hotMotionSeconds(),
    motionWindowSeconds: trackerSettings.hotMotionWindowSeconds(),
    intervalSeconds: trackerSettings.scanIntervalSeconds(),
  };
  const budget = trackerSettings.hotCallsPerHour();
  out(
    `hot reader: cadence ${cadence.firstSeconds} s doubling (≤ ${cadence.motionSeconds} s for ${cadence.motionWindowSeconds / 60} min in a self-moving status) until ${cadence.intervalSeconds / 60} min; ` +
      `one episode costs ${readingsPerEpisode(cadence, "Signatures")} readings (waiting status) or ${readingsPerEpisode(cadence, "CreditApproval")} (self-moving, just entered); budget ${budget}/h per credential`,
  );
  const measured = new Map<number, { budget: number; unbounded?: number }>();
  for (const open of [10, 100, 1000]) {
    for (const callsPerHour of open === 1000 ? [budget] : [budget, Number.MAX_SAFE_INTEGER]) {
      const partner = await createTestPartner(prisma);
      const statuses = Array.from({ length: open }, (_, index) => (index % 2 === 0 ? "CreditApproval" : "Signatures") as OperationStatus);
      // Every operation entered its status just now (a self-moving one is then read at least every minute for 10 min).
      const enteredAt = Date.now() - 2_000;
      const ids = await insertPortfolio(prisma, { correspondentId: partner.correspondentId, statuses, borrowers: Math.max(1, Math.floor(open / 4)), createdAt: () => new Date(enteredAt) });
      let calls = 0;
      const tokenCache = createTokenCache();
      const clientFor = async () =>
        createCreditClient({
          baseUrl: base,
          credential: { clientId: partner.clientId, clientSecret: partner.clientSecret },
          tokenCache,
          fetch: (input, init) => {
            if (new URL(input).pathname.startsWith("/v1/")) calls += 1;
            return fetch(input, init);
          },
        });
      await runTrackerTick({ owner: `bench-${randomUUID()}`, clientFor, intervalSeconds: 0, apiClientIds: [partner.clientId], prisma });
      await markHot(prisma, ids, { acted: true });
      calls = 0;
      // One simulated hour in 5 s ticks (the production tick), from just after every operation became hot.
      const start = Date.now() + (cadence.firstSeconds + 5) * 1000;
      const started = performance.now();
      for (let second = 0; second < 3600; second += 5) {
        await runHotReads({ clientFor, now: () => new Date(start + second * 1000), callsPerHour, cadence, apiClientIds: [partner.clientId], prisma });
      }
      const label = callsPerHour === budget ? `budget ${budget}/h` : "no budget";
      out(`hot reader: ${fmt(open)} open operations all hot, ${label}: ${fmt(calls)} calls in the hour (simulated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      if (calls > callsPerHour) throw new Error("hot reader bench: the budget was exceeded");
      const row = measured.get(open) ?? { budget: 0 };
      if (callsPerHour === budget) row.budget = calls;
      else row.unbounded = calls;
      measured.set(open, row);
    }
  }
  // The table the README quotes: upstream calls counted at the fetch, over one simulated hour per size.
  out(`hot reader: upstream calls per hour per credential (measured)`);
  out(`  ${"open operations".padStart(15)} | ${`budget ${budget}/h`.padStart(14)} | ${"no budget".padStart(9)}`);
  for (const [open, row] of measured) {
    out(`  ${fmt(open).padStart(15)} | ${fmt(row.budget).padStart(14)} | ${(row.unbounded === undefined ? "—" : fmt(row.unbounded)).padStart(9)}`);
  }
}

async function timed(count: number, action: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 5; warm += 1) await action();
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return samples;
}

function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}



/** 10,000 operations in the portal's store: three branches and the organization level, every status, both products. */
async function insertTrackedOperations(prisma: PrismaClient) {
  const { cpfSearchHash } = await import("@/lib/portal/tracker/borrower-search-key");
  const branches = await prisma.portalBranch.findMany({ orderBy: { code: "asc" } });
  const operators = await prisma.user.findMany({ where: { branchId: { not: null } } });
  const now = Date.now();
  const rows = Array.from({ length: TRACKED }, (_, index) => {
    const branch = index % 7 === 6 ? null : branches[index % branches.length]!;
    const organizationId = branch?.organizationId ?? branches[0]!.organizationId;
    const operator = branch && index % 3 === 0 ? operators.find((candidate) => candidate.branchId === branch.id) : undefined;
    const since = new Date(now - (index % 5000) * 60_000);
    const cpf = `1000000${String(1000 + (index % 9000)).padStart(4, "0")}`;
    return {
      id: randomUUID(),
      creditNoteNo: `CN${String(index + 1).padStart(8, "0")}`,
      productId: randomUUID(),
      productKind: index % 3 === 2 ? ("fgts" as const) : ("payroll" as const),
      amountInCents: BigInt(100_000 + (index % 50) * 10_000),
      personId: randomUUID(),
      borrowerCpfMasked: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      borrowerCpfHash: cpfSearchHash(cpf),
      organizationId,
      branchId: branch?.id ?? null,
      operatorId: operator?.id ?? null,
      origin: operator ? ("portal" as const) : ("discovered" as const),
      apiClientId: branch?.apiClientId ?? branches[0]!.apiClientId,
      status: operationStatusValues[index % operationStatusValues.length]!,
      statusSince: since,
      upstreamCreatedAt: new Date(since.getTime() - 3_600_000),
      upstreamUpdatedAt: since,
      historyCount: 2,
      lastSeenAt: new Date(now),
    };
  });
  for (let at = 0; at < rows.length; at += 1000) await prisma.portalTrackedOperation.createMany({ data: rows.slice(at, at + 1000) });
  await prisma.$executeRaw`ANALYZE portal_tracked_operation`;
}
