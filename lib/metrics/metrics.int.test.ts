/**
 * /metrics after real traffic: an app instance of its own (tracker on, short pipeline stages, METRICS_TOKEN) on a
 * database of its own, driven over HTTP through the credit API, the portal (pages, sign-in, a server action) and
 * the MCP server, with operations for its pipeline and credentials for its tracker. Every metric family must be
 * there with non-zero series, and no label value may look like an id, a CPF, an e-mail or a token.
 */
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import type { PrismaClient } from "@/lib/db/generated/client";
import { prepareDatabase } from "@/lib/db/prepare-database";
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from "@/lib/portal/seed/demo-portal";
import { startTestInstance, testSecrets, type AppInstance } from "@/test/integration/app-instance";
import { tokenFor } from "@/test/integration/credit-api";
import { signInOverHttp } from "@/test/integration/portal-session";
import { createScratchDatabase, dropScratchDatabase } from "@/test/integration/scratch-database";
import { callServerAction, serverAction } from "@/test/integration/server-actions";
import { submitOperationsInProcess } from "@/test/integration/submit-operations-in-process";

const FAMILIES = [
  "credito_http_request_duration_seconds",
  "credito_credit_client_call_duration_seconds",
  "credito_pipeline_operations_due",
  "credito_pipeline_transitions_applied_total",
  "credito_pipeline_transition_lag_seconds",
  "credito_tracker_scan_duration_seconds",
  "credito_tracker_scan_calls",
  "credito_tracker_last_complete_scan_age_seconds",
  "credito_portal_sign_in_refusals_total",
  "credito_throttle_hits_total",
  "credito_db_pool_connections",
  "process_cpu_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_heap_size_used_bytes",
];

const database = `credito_metrics_${process.pid}`;
const METRICS_TOKEN = "metrics-token-of-the-test";
let databaseUrl: string;
let prisma: PrismaClient;
let instance: AppInstance;

beforeAll(async () => {
  databaseUrl = await createScratchDatabase(database);
  const secrets = testSecrets();
  // The seed encrypts branch credentials with the instance's key; the lib modules below use this database.
  Object.assign(process.env, secrets, { DATABASE_URL: databaseUrl });
  await prepareDatabase(databaseUrl);
  prisma = (await import("@/lib/db/client")).getPrisma();
  instance = await startTestInstance({
    port: Number(process.env.INTEGRATION_PORT ?? 3200) + 50,
    databaseUrl,
    env: { ...secrets, METRICS_TOKEN, TRUST_PROXY: "loopback", PIPELINE_STAGE_SECONDS: "1", TRACKER_SCAN_SECONDS: "2" },
  });
}, 180_000);

afterAll(async () => {
  await instance?.stop();
  await prisma?.$disconnect();
  await dropScratchDatabase(database);
});

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) throw new Error(`unparsable line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** A family's total: the sum of its samples (a histogram's `_count`, a counter's or gauge's values). */
function familyTotal(samples: Sample[], family: string): number {
  const own = samples.filter((sample) => sample.name === `${family}_count` || sample.name === family);
  return own.reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${instance.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signIn(email: string, password: string, ip: string): Promise<string | null> {
  return (await signInOverHttp(email, password, { ip, baseUrl: instance.baseUrl })).sessionCookie;
}

test("/metrics is refused without the token, even from loopback, when METRICS_TOKEN is set", async () => {
  expect((await fetch(`${instance.baseUrl}/metrics`)).status).toBe(401);
  expect((await fetch(`${instance.baseUrl}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
});

test("after traffic every family has non-zero series, labelled by templates and names only", { timeout: 150_000 }, async () => {
  const base = instance.baseUrl;
  const partner = DEMO_PARTNERS[0]!;
  // Credit API: a token, a read, and refused token requests from one address until it is throttled.
  const token = await tokenFor(partner, base);
  expect((await fetch(`${base}/v1/Product`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  let throttled = false;
  for (let attempt = 0; attempt < 12 && !throttled; attempt += 1) {
    const refused = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
      body: JSON.stringify({ grant_type: "client_credentials", client_id: partner.clientId, client_secret: "wrong-secret" }),
    });
    throttled = refused.status === 429;
  }
  expect(throttled).toBe(true);

  // Portal: a refused and an accepted sign-in, pages with ids in their paths, a server action.
  expect(await signIn(DEMO_OPERATORS[0]!.email, "wrong-password", "10.77.0.2")).toBeNull();
  const session = await signIn(DEMO_OPERATORS[0]!.email, DEMO_OPERATOR_PASSWORD, "10.77.0.3");
  expect(session).not.toBeNull();
  expect((await fetch(`${base}/board`, { headers: { cookie: session! } })).status).toBe(200);
  await fetch(`${base}/operations/${crypto.randomUUID()}`, { headers: { cookie: session! }, redirect: "manual" });
  await callServerAction(serverAction("lib/portal/auth/actions.ts", "signOutAction"), [], { baseUrl: base, path: "/", cookie: session });
  // MCP.
  const mcp = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  expect(mcp.status).toBe(200);

  // Pipeline: operations its worker moves; tracker: complete scans of the credentials (through the credit client).
  const ids = await submitOperationsInProcess(prisma, 0, 2);
  await until("pipeline transitions", async () => (await prisma.creditNoteTransition.count({ where: { creditNoteId: { in: ids }, actor: "Pipeline" } })) >= 2);
  await until("a complete tracker scan", async () => (await prisma.portalTrackerScan.count({ where: { lastFinishedAt: { not: null } } })) > 0);
  await until("the scan's metrics", async () => familyTotal(await scrape(), "credito_tracker_scan_calls") > 0);

  // An operation that falls due while another transaction holds it (a worker busy with it) stays due: the
  // worker's SKIP LOCKED passes it over, the gauge counts it.
  await prisma.$executeRaw`UPDATE credit_note SET "nextStageAt" = now() + interval '3 seconds' WHERE id = ${ids[0]}::uuid`;
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  let samples: Sample[] = [];
  try {
    await holder.query("BEGIN");
    await holder.query("SELECT id FROM credit_note WHERE id = $1 FOR UPDATE", [ids[0]]);
    await until("the due operation in the metrics", async () => {
      samples = await scrape();
      return familyTotal(samples, "credito_pipeline_operations_due") > 0;
    }, 15_000);
  } finally {
    await holder.query("ROLLBACK");
    await holder.end();
  }

  for (const family of FAMILIES) {
    expect.soft(familyTotal(samples, family), family).toBeGreaterThan(0);
  }
  const http = samples.filter((sample) => sample.name === "credito_http_request_duration_seconds_count");
  const areas = new Set(http.map((sample) => sample.labels.area));
  for (const area of ["credit_api", "portal", "portal_api", "action", "mcp", "ops"]) expect.soft(areas.has(area), `area ${area}`).toBe(true);
  const routes = new Set(http.map((sample) => sample.labels.route));
  expect(routes).toContain("/operations/[id]");
  expect(routes).toContain("/v1/Product");
  expect(routes).toContain("auth/signOutAction");
  const outcomes = samples.filter((sample) => sample.name === "credito_credit_client_call_duration_seconds_count" && sample.value > 0);
  expect(outcomes.map((sample) => sample.labels.operation)).toContain("issueToken");
  expect(samples.some((sample) => sample.name === "credito_throttle_hits_total" && sample.labels.limit === "oauth_token_address" && sample.value > 0)).toBe(true);
  expect(samples.some((sample) => sample.name === "credito_portal_sign_in_refusals_total" && sample.labels.reason === "invalid" && sample.value > 0)).toBe(true);

  // No label value is an id, a CPF, an e-mail, a token or a path with one.
  const suspicious = [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i, /\d{9,}/, /\d{3}\.\d{3}\.\d{3}-\d{2}/, /[0-9a-f]{16,}/i, /@/, /[A-Za-z0-9_-]{32,}/];
  const values = new Set(samples.flatMap((sample) => Object.values(sample.labels)));
  for (const value of values) {
    for (const pattern of suspicious) expect.soft(pattern.test(value), `label value ${value}`).toBe(false);
  }
});
