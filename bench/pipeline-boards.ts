/**
 * The managers' pipeline boards (`npx tsx bench/run.ts pipeline-boards`), issue 15's "Done means": the page's
 * data answers in under 300 ms (p95) with 10,000 operations and a year of history.
 *
 * Starts the whole system on a spare loopback port with an ephemeral embedded PostgreSQL (tracker off: nothing
 * but this bench writes the store), adds a dozen operators, and writes 10,000 operations created over the last
 * year with their whole histories (test/support/year-portfolio.ts: ~90,000 transitions) straight into the
 * portal's store, which is all the boards read. Then, sequential requests, p50/p95:
 * - the boards' data (`loadPipeline`, in process: the five aggregate queries) for this month, the last 12 months
 *   and the last 12 months narrowed to one branch;
 * - the whole page over HTTP (session, filters' choices, the data, server rendering), this month and 12 months;
 * - drill-downs (the page with a figure's first 50 operations, over HTTP) and CSV exports (a table, and every
 *   operation behind a 12-month figure).
 */
import "./server-only-outside-next";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PrismaClient } from "@/lib/db/generated/client";
import { startSystem } from "../scripts/system";
import { fmt, sparePort } from "./http-load";
import { signInToPortal } from "./portal-sign-in";

const OPERATIONS = 10_000;
const TARGET_P95_MS = 300;
const out = (text: string) => process.stdout.write(`${text}\n`);

export async function run(): Promise<void> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: process.env.LOG_LEVEL };
  delete process.env.DATABASE_URL; // always the ephemeral embedded database, never a configured one
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-pipeline-boards-"));
  const port = await sparePort();
  out(`starting the system on 127.0.0.1:${port} (build when sources changed, ephemeral database, tracker off)...`);
  const system = await startSystem({
    port,
    dataDir,
    database: "credito_bench_pipeline_boards",
    fresh: true,
    ephemeral: true,
    inheritOutput: false,
    extraEnv: { LOG_LEVEL: "warn", OPERATION_TRACKER: "off" },
  });
  const { createPrismaClient } = await import("@/lib/db/client");
  const prisma = createPrismaClient(system.databaseUrl);
  try {
    process.env.DATABASE_URL = system.databaseUrl;
    process.env.LOG_LEVEL = "warn";
    await measureBoards(`http://127.0.0.1:${port}`, prisma);
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

async function measureBoards(base: string, prisma: PrismaClient) {
  const { loadPipeline } = await import("@/lib/portal/pipeline/load-pipeline");
  const { loadDrillPage } = await import("@/lib/portal/pipeline/load-drill");
  const { brasiliaToday } = await import("@/lib/portal/format/dates");
  const { periodPresets } = await import("@/lib/portal/pipeline/pipeline-period");
  const { pipelineQueryString } = await import("@/lib/portal/pipeline/pipeline-filters");

  const started = performance.now();
  const { operations, transitions, branchId } = await writePortfolio(prisma);
  out(`pipeline-boards: ${fmt(operations)} operations and ${fmt(transitions)} transitions over a year written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const today = brasiliaToday();
  const presets = Object.fromEntries(periodPresets(today).map((preset) => [preset.id, { from: preset.from, to: preset.to }]));
  const month = presets["this-month"]!;
  const year = presets["last-12-months"]!;
  const manager = { role: "manager" as const, branchId: null, organizationId: null };
  const results: Array<{ name: string; p95: number }> = [];
  const report = (name: string, samples: number[], extra = "") => {
    const p95 = quantile(samples, 0.95);
    results.push({ name, p95 });
    out(`pipeline-boards: ${name}${extra}: p50 ${quantile(samples, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${samples.length} sequential runs)`);
  };

  // The boards' data, in process (what the page awaits).
  for (const [name, filters] of [
    ["data, this month", month],
    ["data, last 12 months", year],
    ["data, last 12 months, one branch", { ...year, branch: branchId }],
  ] as const) {
    const data = await loadPipeline({ operator: manager, filters, prisma });
    report(name, await timed(40, () => loadPipeline({ operator: manager, filters, prisma })), ` (${fmt(data.totals.created.count)} created, ${fmt(data.totals.open.count)} open)`);
  }
  const drills = [
    ["drill-down data, created in 12 months (first page of 50)", { measure: "created", page: 1 }],
    ["drill-down data, late now", { measure: "late", page: 1 }],
    ["drill-down data, returns to WarrantyRevision in 12 months", { measure: "returned", status: "WarrantyRevision", page: 1 }],
  ] as const;
  for (const [name, drill] of drills) {
    const page = await loadDrillPage({ operator: manager, filters: year, drill, prisma });
    report(name, await timed(40, () => loadDrillPage({ operator: manager, filters: year, drill, prisma })), ` (${fmt(page.total)} rows)`);
  }

  // Over HTTP, as the manager's browser asks.
  const cookie = (await signInToPortal(base, "gestor@portal.demo", "10.97.0.1")).cookie;
  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${base}${pathAndQuery}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathAndQuery}: ${response.status}`);
    return body.byteLength;
  };
  const http = async (name: string, pathAndQuery: string, count: number) => {
    const bytes = await get(pathAndQuery);
    report(name, await timed(count, () => get(pathAndQuery)), ` (${fmt(bytes / 1024)} KiB)`);
  };
  await http("page over HTTP, this month", `/pipeline?${pipelineQueryString(month)}`, 30);
  await http("page over HTTP, last 12 months", `/pipeline?${pipelineQueryString(year)}`, 30);
  await http("page over HTTP with a drill-down (returns to WarrantyRevision, 12 months)", `/pipeline?${pipelineQueryString(year, { measure: "returned", status: "WarrantyRevision" })}`, 30);
  await http("CSV export of the branches table, 12 months", `/pipeline/export?table=branches&${pipelineQueryString(year)}`, 30);
  await http("CSV export of the operations behind a figure (created in 12 months)", `/pipeline/export?table=operations&${pipelineQueryString(year, { measure: "created" })}`, 10);
  await http("CSV export of the operations behind a figure (late now)", `/pipeline/export?table=operations&${pipelineQueryString(year, { measure: "late" })}`, 30);

  const over = results.filter((result) => result.p95 >= TARGET_P95_MS);
  out(
    over.length === 0
      ? `pipeline-boards: every p95 under the ${TARGET_P95_MS} ms target`
      : `pipeline-boards: p95 at or above ${TARGET_P95_MS} ms: ${over.map((result) => `${result.name} (${result.p95.toFixed(0)} ms)`).join("; ")}`,
  );
}

/** A dozen operators over the demo branches, then the year's portfolio; returns what was written. */
async function writePortfolio(prisma: PrismaClient): Promise<{ operations: number; transitions: number; branchId: string }> {
  const { insertTrackedPortfolio } = await import("../test/support/tracked-portfolio");
  const { yearPortfolio } = await import("../test/support/year-portfolio");
  const branches = await prisma.portalBranch.findMany({ orderBy: { code: "asc" } });
  const names = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabriela", "Hugo", "Íris", "João", "Kátia", "Lucas"];
  const operatorsByBranch = new Map<string, string[]>();
  for (const [index, name] of names.entries()) {
    const branch = branches[index % branches.length]!;
    const operator = await prisma.user.create({
      data: { name: `${name} Bench`, email: `bench-${randomUUID()}@bench.demo`, passwordHash: "bench-not-a-password", role: "correspondent", branchId: branch.id },
    });
    operatorsByBranch.set(branch.id, [...(operatorsByBranch.get(branch.id) ?? []), operator.id]);
  }
  const origins = [
    ...branches.map((branch) => ({ organizationId: branch.organizationId, branchId: branch.id, operatorIds: operatorsByBranch.get(branch.id) ?? [] })),
    // Operations another channel created, discovered under the organization.
    { organizationId: branches[0]!.organizationId, branchId: null, operatorIds: [] },
  ];
  const specs = yearPortfolio({ count: OPERATIONS, now: new Date(), origins });
  await insertTrackedPortfolio(prisma, specs);
  // A year's store is long vacuumed: measure that, not the autovacuum of the rows just written running alongside.
  await prisma.$executeRaw`VACUUM (ANALYZE) portal_tracked_operation`;
  await prisma.$executeRaw`VACUUM (ANALYZE) portal_operation_transition`;
  const transitions = specs.reduce((sum, spec) => sum + spec.steps.length + 1, 0);
  return { operations: specs.length, transitions, branchId: branches[0]!.id };
}

async function timed(count: number, action: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 3; warm += 1) await action();
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


