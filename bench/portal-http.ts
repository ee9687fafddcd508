/**
 * The portal's cost per request (`npx tsx bench/run.ts portal-http`): password sign-in latency (scrypt with
 * OWASP parameters dominates it, on purpose) and authenticated pages, where every request checks the session
 * row in the database before rendering (`/` home, `/branches`, `/audit` first page, `/admin/operators`).
 *
 * Starts the whole system on a spare loopback port with an ephemeral embedded PostgreSQL, signs in through
 * Auth.js's real endpoints, then loads each page with 50 concurrent `fetch` loops for 10 s (after a warm-up).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_OPERATORS } from "@/lib/portal/seed/demo-portal";
import { startSystem } from "../scripts/system";
import { line, measure, sparePort, type Target } from "./http-load";
import { signInToPortal } from "./portal-sign-in";

const out = (text: string) => process.stdout.write(`${text}\n`);


/** One sign-in like the browser's form (CSRF token, credentials callback); the session cookie and its time. */

export async function run(): Promise<void> {
  const savedDatabaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL; // always the ephemeral embedded database, never a configured one
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-portal-"));
  const port = await sparePort();
  out(`starting the system on 127.0.0.1:${port} (build when sources changed, ephemeral database)...`);
  const system = await startSystem({ port, dataDir, database: "credito_bench_portal", fresh: true, ephemeral: true, inheritOutput: false, extraEnv: { LOG_LEVEL: "warn", TRUST_PROXY: "loopback" } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const signIns = [];
    for (const [index, operator] of DEMO_OPERATORS.entries()) signIns.push(await signInToPortal(base, operator.email, `10.99.0.${index + 1}`));
    const times = signIns.map((entry) => entry.ms).sort((a, b) => a - b);
    out(`portal-http: sign-in (scrypt N=2^17) p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${times.length} operators, one at a time`);

    const manager = signIns[DEMO_OPERATORS.findIndex((operator) => operator.role === "manager")]!.cookie;
    const headers = { cookie: manager };
    for (const target of ["/", "/branches", "/audit", "/admin/operators"].map((pagePath): Target => ({ method: "GET", path: pagePath }))) {
      out(line(`portal-http: GET ${target.path} (manager session)`, await measure(base, target, headers)));
    }
  } finally {
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (savedDatabaseUrl !== undefined) process.env.DATABASE_URL = savedDatabaseUrl;
  }
}
