/**
 * The portal against a failing credit API: a second portal instance on the same database whose CREDIT_API_URL is a
 * fault-injecting proxy (test/support/fault-proxy.ts) in front of the first. Every API-backed page goes through
 * every mode: no 500, no English framework page, no crashed boundary, a pt-BR message, and within 3 s when the API
 * never answers. Then the server-side steps in this process: a typed pt-BR refusal in every mode, and a creation
 * retried after a timeout that creates exactly one operation.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createCreditClient, isCreditApiError, type CreditApiError } from "@/lib/credit-client";
import { resetUpstreamGuards } from "@/lib/credit-client/upstream-guard";
import { ActionRefusal } from "@/lib/portal/actions/action-result";
import { loadSessionOperator, type SessionOperator } from "@/lib/portal/auth/load-session-operator";
import { registerBorrower } from "@/lib/portal/borrowers/register-borrower";
import { trackCreatedOperation } from "@/lib/portal/tracker";
import { startAppInstance } from "@/scripts/system";
import { startFaultProxy, FAULT_MODES, type FaultProxy } from "@/test/support/fault-proxy";
import { payrollCreationBody } from "./credit-notes";
import { tokenFor } from "./credit-api";
import { demoPassword, sessionFor, testPrisma } from "./portal-session";
import { freshCpf } from "./registrations";

const CENTRO = { clientId: "parceiro-centro", clientSecret: "sandbox-centro-2026" };

let proxy: FaultProxy;
let portal: { baseUrl: string; stop(): Promise<void> };
let correspondent: string;
let desk: string;
let operationId: string;
let personId: string;
const rows: { page: string; mode: string; status: number; ms: number; note: string }[] = [];

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  Object.assign(process.env, inject("portalSecrets"));
  process.env.CREDIT_API_URL = inject("baseUrl");
  proxy = await startFaultProxy(inject("baseUrl"));
  portal = await startAppInstance({
    port: Number(process.env.INTEGRATION_PORT ?? 3200) + 7,
    env: {
      DATABASE_URL: inject("databaseUrl"),
      ...inject("portalSecrets"),
      DESK_API_TOKEN: inject("deskApiToken"),
      CREDIT_API_URL: proxy.url,
      CREDIT_API_TIMEOUT_MS: "2500",
      OPERATION_TRACKER: "off",
      LOG_LEVEL: "error",
      TRUST_PROXY: "loopback",
      // Modes follow each other: the breaker tries again quickly, so each mode meets the upstream, not the last one's breaker.
      CREDIT_API_BREAKER_HALF_OPEN_MS: "300",
    },
  });

  // An operation of the Sé branch, created with its credential and followed by the tracker (its last reading).
  const token = await tokenFor({ ...CENTRO } as Parameters<typeof tokenFor>[0]);
  const body = await payrollCreationBody(token);
  const note = await createCreditClient({ credential: CENTRO, timeoutMs: 15_000 }).call("createCreditNote", { query: { returnValue: "true" }, body: body as never, idempotencyKey: randomUUID() });
  if (!("creditNoteNo" in note)) throw new Error("creation without the note");
  operationId = note.id;
  personId = note.personId;
  const branch = await testPrisma().portalBranch.findFirstOrThrow({ where: { code: "centro-se" } });
  const user = await testPrisma().user.findUniqueOrThrow({ where: { email: "correspondente.se@centro.demo" } });
  await trackCreatedOperation({ creditNote: note, branchId: branch.id, operatorId: user.id });

  correspondent = await sessionFor({ email: "correspondente.se@centro.demo", password: demoPassword });
  desk = await sessionFor({ email: "mesa@portal.demo", password: demoPassword });
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  await proxy?.close();
  // The fault matrix, for the note (console: vitest prints it with the run).
  console.info(["| page | mode | status | ms | note |", "|---|---|---|---|---|", ...rows.map((row) => `| ${row.page} | ${row.mode} | ${row.status} | ${row.ms} | ${row.note} |`)].join("\n"));
});

async function load(path: string, cookie: string): Promise<{ status: number; ms: number; html: string }> {
  const startedAt = performance.now();
  const response = await fetch(`${portal.baseUrl}${path}`, { headers: { cookie }, redirect: "manual", signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - startedAt), html };
}

/** Back to a healthy upstream, the breaker closed again by one successful call. */
async function heal(): Promise<void> {
  await proxy.setMode({ kind: "pass" });
  await new Promise((resolve) => setTimeout(resolve, 350));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const page = await load(`/borrowers/${personId}`, correspondent);
    if (page.html.includes("Dados pessoais")) return;
    await new Promise((resolve) => setTimeout(resolve, 350));
  }
  throw new Error("the portal did not recover after the upstream came back");
}

const PAGES = () =>
  [
    { name: "/operations/{id}", path: `/operations/${operationId}`, cookie: correspondent, live: "Situação", degraded: "A API de crédito não respondeu; mostrando a última leitura de" },
    { name: "/borrowers", path: "/borrowers", cookie: correspondent, live: "Mais recentes", degraded: "Não foi possível carregar os tomadores agora" },
    { name: "/borrowers/{id}", path: `/borrowers/${personId}`, cookie: correspondent, live: "Dados pessoais", degraded: "Não foi possível carregar este tomador agora" },
    { name: "/desk/operations/{id}", path: `/desk/operations/${operationId}`, cookie: desk, live: "Dossiê", degraded: "Não foi possível carregar o dossiê" },
    { name: "/board", path: "/board", cookie: correspondent, live: "Painel de operações", degraded: "Painel de operações" },
    { name: "/originate/payroll", path: "/originate/payroll", cookie: correspondent, live: "", degraded: "" },
    { name: "/operations/{id}/tracking", path: `/operations/${operationId}/tracking`, cookie: correspondent, live: '"operation"', degraded: "" },
  ] as const;

const ENGLISH_FRAMEWORK_PAGE = /This page couldn.t load|Application error|Internal Server Error/;
const CRASHED_BOUNDARY = "Não foi possível mostrar esta página agora";

describe("portal pages through every fault of the credit API", () => {
  test("healthy first: every page renders its live content", async () => {
    for (const page of PAGES()) {
      const loaded = await load(page.path, page.cookie);
      rows.push({ page: page.name, mode: "pass", status: loaded.status, ms: loaded.ms, note: loaded.html.includes(page.live) ? "live" : "?" });
      expect(loaded.status, page.name).toBe(200);
      expect(loaded.html, page.name).toContain(page.live);
    }
  }, 60_000);

  test.each(FAULT_MODES)("$name: no 500, no framework page, a pt-BR message, within 3 s when the API hangs", async ({ name, mode }) => {
    await proxy.setMode(mode);
    for (const page of PAGES()) {
      const loaded = await load(page.path, page.cookie);
      const degraded = page.degraded !== "" && loaded.html.includes(page.degraded);
      rows.push({ page: page.name, mode: name, status: loaded.status, ms: loaded.ms, note: degraded ? "degraded" : loaded.html.includes(page.live) ? "live" : "other" });
      expect(loaded.status, `${page.name} ${name}`).toBeLessThan(500);
      expect(loaded.html, `${page.name} ${name}`).not.toMatch(ENGLISH_FRAMEWORK_PAGE);
      expect(loaded.html, `${page.name} ${name}`).not.toContain(CRASHED_BOUNDARY);
      if (page.degraded !== "") expect(loaded.html, `${page.name} ${name}`).toContain(page.degraded);
      if (mode.kind === "blackhole" || mode.kind === "slow") expect(loaded.ms, `${page.name} ${name}`).toBeLessThan(3_000);
    }
    if (mode.kind === "status" && mode.status === 429) {
      expect((await load(`/operations/${operationId}`, correspondent)).html).toContain("O serviço de crédito limitou as chamadas; tente em 30 s");
    }
    const health = (await (await fetch(`${portal.baseUrl}/health`)).json()) as { status: string; upstreams: { upstream: string; breaker: string }[] };
    expect(health.status).toBe("ok");
    await heal();
  }, 90_000);

  test("the operation page's fallback shows the tracker's last status and offers no action", async () => {
    await proxy.setMode({ kind: "refused" });
    const { html } = await load(`/operations/${operationId}`, correspondent);
    expect(html).toContain("Última situação conhecida");
    expect(html).toMatch(/As ações da operação .* precisam da API/);
    expect(html).not.toContain("Enviar para análise");
    await heal();
  }, 30_000);
});

describe("server-side steps through every fault (as the server actions run them)", () => {
  let context: { operator: SessionOperator; meta: { ipPrefix: string; ipHash: string; userAgent: string } };

  beforeAll(async () => {
    const user = await testPrisma().user.findUniqueOrThrow({ where: { email: "correspondente.se@centro.demo" } });
    const sid = randomUUID();
    const { storedSessionToken } = await import("@/lib/portal/auth/session-token");
    await testPrisma().session.create({ data: { sessionToken: storedSessionToken(sid), userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
    const operator = await loadSessionOperator(sid);
    if (!operator) throw new Error("no session operator");
    context = { operator, meta: { ipPrefix: "10.9.9.0/24", ipHash: "h", userAgent: "Chrome · Linux" } };
    process.env.CREDIT_API_URL = proxy.url;
    process.env.CREDIT_API_TIMEOUT_MS = "2500";
    // A token cached first, as on a live server (the token request has its own 10 s timeout).
    await createCreditClient({ credential: CENTRO, baseUrl: proxy.url, timeoutMs: 15_000 }).authenticate();
  });
  afterAll(() => {
    process.env.CREDIT_API_URL = inject("baseUrl");
    process.env.CREDIT_API_TIMEOUT_MS = "15000";
  });

  test.each(FAULT_MODES)("$name: registering a borrower answers a typed pt-BR refusal, within 3 s when the API hangs", async ({ mode }) => {
    resetUpstreamGuards();
    await proxy.setMode(mode);
    const startedAt = performance.now();
    const outcome = await registerBorrower(
      context,
      { registrationNumber: freshCpf(), name: "Tomador da Falha", birthDate: "1985-03-10", account: { bankCode: "001", agency: "1234", accountNumber: "56789", accountDigit: "0", accountType: "Checking" } },
      randomUUID(),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    const ms = performance.now() - startedAt;
    await proxy.setMode({ kind: "pass" });
    expect(outcome).toBeInstanceOf(ActionRefusal);
    const refusal = outcome as ActionRefusal;
    expect(refusal.code).toMatch(/upstream|forbidden|conflict/);
    expect(refusal.message).toMatch(/serviço de crédito/);
    if (mode.kind === "blackhole" || mode.kind === "slow") expect(ms).toBeLessThan(3_000);
  }, 30_000);

  test("a creation that timed out, retried with the same Idempotency-Key, creates exactly one operation", async () => {
    resetUpstreamGuards();
    const token = await tokenFor({ ...CENTRO } as Parameters<typeof tokenFor>[0]);
    const body = (await payrollCreationBody(token)) as never;
    const key = `draft:${randomUUID()}:create`;
    const client = createCreditClient({ credential: CENTRO, baseUrl: proxy.url });
    await client.authenticate();

    await proxy.setMode({ kind: "slow", seconds: 3.5 });
    const first = await client.call("createCreditNote", { query: { returnValue: "true" }, body, idempotencyKey: key }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isCreditApiError(first) && (first as CreditApiError).kind).toBe("timeout");
    // The proxy still delivers the request after its delay: the API creates the operation the caller gave up on.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await proxy.setMode({ kind: "pass" });

    const retried = await client.call("createCreditNote", { query: { returnValue: "true" }, body, idempotencyKey: key });
    const again = await client.call("createCreditNote", { query: { returnValue: "true" }, body, idempotencyKey: key });
    expect(again.id).toBe(retried.id);
    const listed = await createCreditClient({ credential: CENTRO, timeoutMs: 15_000 }).call("listCreditNotes", { query: { personId: (body as { personId: string }).personId, size: 10 } });
    expect(listed.data.map((note) => note.id)).toEqual([retried.id]);
  }, 30_000);
});
