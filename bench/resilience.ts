/**
 * `npm run bench resilience`: what the credit API's failure costs the portal.
 * - Blackholed API (accepts, never answers): 50 page loads at once on a second portal instance whose CREDIT_API_URL
 *   is the fault proxy (test/support/fault-proxy.ts); p50/p95/max and the share answered by the degraded path, for
 *   the first wave (breaker closed: the calls wait until the first of them spent its budget, counted from its
 *   request's arrival, with no answer; then all end together) and a second one (breaker open).
 * - Healthy: the cost the breaker and retry policy add to each call (upstream-guard around an immediate answer,
 *   measured per call against the bare call), which must stay under 1 ms at p50.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetUpstreamGuards, upstreamGuard } from "@/lib/credit-client/upstream-guard";
import { startFaultProxy } from "../test/support/fault-proxy";
import { startAppInstance, startSystem } from "../scripts/system";
import { sparePort } from "./http-load";
import { signInToPortal } from "./portal-sign-in";

const out = (text: string) => process.stdout.write(`${text}\n`);



function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

async function wave(base: string, pagePath: string, cookie: string, degradedText: string, size = 50) {
  const results = await Promise.all(
    Array.from({ length: size }, async () => {
      const started = performance.now();
      const response = await fetch(`${base}${pagePath}`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
      const html = await response.text();
      return { ms: performance.now() - started, status: response.status, degraded: html.includes(degradedText) };
    }),
  );
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const degraded = results.filter((result) => result.degraded).length;
  const errors = results.filter((result) => result.status >= 500).length;
  return `p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms; degraded path ${degraded}/${size} (${((100 * degraded) / size).toFixed(0)} %), 5xx ${errors}`;
}

export async function blackholed(): Promise<void> {
  const savedDatabaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-resilience-"));
  const [port, secondPort] = [await sparePort(), await sparePort()];
  out(`starting the system on 127.0.0.1:${port} and a portal behind the fault proxy on ${secondPort}...`);
  const system = await startSystem({ port, dataDir, database: "credito_bench_resilience", fresh: true, ephemeral: true, inheritOutput: false, extraEnv: { LOG_LEVEL: "error", TRUST_PROXY: "loopback", OPERATION_TRACKER: "off" } });
  const proxy = await startFaultProxy(`http://127.0.0.1:${port}`);
  let portal: Awaited<ReturnType<typeof startAppInstance>> | undefined;
  try {
    portal = await startAppInstance({
      port: secondPort,
      env: {
        DATABASE_URL: system.databaseUrl,
        AUTH_SECRET: process.env.AUTH_SECRET ?? "",
        PORTAL_ENCRYPTION_KEY: process.env.PORTAL_ENCRYPTION_KEY ?? "",
        DESK_API_TOKEN: system.deskApiToken,
        CREDIT_API_URL: proxy.url,
        LOG_LEVEL: "error",
        TRUST_PROXY: "loopback",
        OPERATION_TRACKER: "off",
      },
    });
    const base = `http://127.0.0.1:${secondPort}`;
    const cookie = (await signInToPortal(base, "correspondente.se@centro.demo")).cookie;
    // Warm: the pages compiled and a token cached, as on a live server.
    for (let index = 0; index < 3; index += 1) await (await fetch(`${base}/borrowers`, { headers: { cookie } })).text();
    await proxy.setMode({ kind: "blackhole" });
    out(`resilience: API blackholed, GET /borrowers, 50 at once, breaker closed: ${await wave(base, "/borrowers", cookie, "Não foi possível carregar os tomadores agora")}`);
    out(`resilience: API blackholed, GET /borrowers, 50 at once, breaker open:   ${await wave(base, "/borrowers", cookie, "Não foi possível carregar os tomadores agora")}`);
    out(`resilience: API blackholed, GET /operations/{id}, 50 at once:           ${await wave(base, `/operations/${crypto.randomUUID()}`, cookie, "A API de crédito não respondeu")}`);
  } finally {
    await portal?.stop();
    await proxy.close();
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (savedDatabaseUrl !== undefined) process.env.DATABASE_URL = savedDatabaseUrl;
  }
}

export async function breakerCost(): Promise<void> {
  resetUpstreamGuards();
  const guard = upstreamGuard("credit-api", "http://bench.invalid");
  const call = { operationId: "getCreditNote", idempotent: true, budgetMs: 2_500 };
  const answer = () => Promise.resolve({ ok: true });
  const rounds = 20_000;
  const bare = new Float64Array(rounds);
  const guarded = new Float64Array(rounds);
  for (let index = 0; index < 2_000; index += 1) await guard.run(call, answer);
  for (let index = 0; index < rounds; index += 1) {
    let started = performance.now();
    await answer();
    bare[index] = performance.now() - started;
    started = performance.now();
    await guard.run(call, answer);
    guarded[index] = performance.now() - started;
  }
  bare.sort();
  guarded.sort();
  const p = (values: Float64Array, share: number) => values[Math.floor(values.length * share)]!;
  out(
    `resilience: breaker + retry policy per call (healthy), ${rounds} calls: added p50 ${((p(guarded, 0.5) - p(bare, 0.5)) * 1000).toFixed(1)} µs, p99 ${((p(guarded, 0.99) - p(bare, 0.99)) * 1000).toFixed(1)} µs (limit 1 ms at p50)`,
  );
  resetUpstreamGuards();
}

export async function run(): Promise<void> {
  await breakerCost();
  await blackholed();
}
