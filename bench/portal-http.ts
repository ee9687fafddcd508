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
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from "@/lib/portal/seed/demo-portal";
import { startSystem } from "../scripts/system";
import { line, measure, sparePort, type Target } from "./http-load";

const out = (text: string) => process.stdout.write(`${text}\n`);

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** One sign-in like the browser's form (CSRF token, credentials callback); the session cookie and its time. */
async function signIn(base: string, email: string, index: number): Promise<{ cookie: string; ms: number }> {
  const headers = { "x-forwarded-for": `10.99.0.${index + 1}`, "user-agent": "bench" };
  const started = performance.now();
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: DEMO_OPERATOR_PASSWORD }),
  });
  const ms = performance.now() - started;
  const cookie = cookiesOf(response).find((value) => value.startsWith("authjs.session-token="));
  if (!cookie) throw new Error(`sign-in of ${email} refused (${response.status})`);
  return { cookie, ms };
}

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
    for (const [index, operator] of DEMO_OPERATORS.entries()) signIns.push(await signIn(base, operator.email, index));
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
