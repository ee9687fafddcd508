/**
 * The portal against a failing credit API: a second portal instance on the same database whose CREDIT_API_URL is a
 * fault-injecting proxy (test/support/fault-proxy.ts) in front of the first. Every API-backed page goes through
 * every mode, all at once: no 500, no English framework page, no crashed boundary, a pt-BR message, and within 3 s
 * when the API never answers. Then a creation retried after a timeout that creates exactly one operation. Then the
 * server actions that call the API, over HTTP against that instance, payroll's and FGTS's steps and their previews:
 * a typed pt-BR answer the form shows, the wizard's draft untouched, and the same inputs succeeding (once) when the
 * API is back. Every action goes through three modes (down, hung, throttled); the FGTS steps and a representative
 * set through all of them. That each mode becomes the same typed refusal is proven per mode, in a second, by
 * lib/portal/actions/upstream-fault-modes.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createCreditClient, isCreditApiError, type CreditApiError } from "@/lib/credit-client";
import { resetUpstreamGuards } from "@/lib/credit-client/upstream-guard";
import { loadSessionOperator, type SessionOperator } from "@/lib/portal/auth/load-session-operator";
import { registerBorrower } from "@/lib/portal/borrowers/register-borrower";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { attachConsentTerm } from "@/lib/portal/documents/attach-consent-term";
import { brasiliaToday } from "@/lib/portal/format/dates";
import { confirmDraftAuthorization, requestDraftAuthorization } from "@/lib/portal/origination/confirm-authorization";
import { createDraft } from "@/lib/portal/origination/create-draft";
import { createDraftOperation } from "@/lib/portal/origination/create-draft-operation";
import { linkKey, queryDraftMargin, selectDraftMargin } from "@/lib/portal/origination/draft-margin";
import { sendDraftProposal } from "@/lib/portal/origination/draft-proposal";
import { draftPreviewUrl } from "@/lib/portal/origination/draft-preview";
import { chooseFgtsPlan, chooseOffer } from "@/lib/portal/origination/draft-simulation";
import { selectBorrower } from "@/lib/portal/origination/select-borrower";
import { confirmDraftDocuments } from "@/lib/portal/origination/submit-draft-operation";
import { trackCreatedOperation } from "@/lib/portal/tracker";
import { startAppInstance } from "@/scripts/system";
import { startFaultProxy, FAULT_MODES, type FaultProxy } from "@/test/support/fault-proxy";
import { samplePdf } from "@/test/support/sample-files";
import { payrollCreationBody } from "./credit-notes";
import { tokenFor } from "./credit-api";
import { demoPassword, sessionFor, testPrisma } from "./portal-session";
import { freshCpf, makeDecisionDue, regularWorker } from "./registrations";
import { callServerAction, serverAction } from "./server-actions";
import { OFFERS_FORM, proposalForm } from "./wizard-walk";

const CENTRO = { clientId: "parceiro-centro", clientSecret: "sandbox-centro-2026" };

let proxy: FaultProxy;
let portal: { baseUrl: string; stop(): Promise<void> };
let correspondent: string;
let desk: string;
let operationId: string;
let personId: string;
const rows: { page: string; mode: string; status: number; ms: number; note: string }[] = [];
const actionRows: typeof rows = [];

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
  // The instance's first calls get its token (a slow hash on the API's side): done before anything is measured.
  await heal();
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  await proxy?.close();
  // The fault matrix, for the note (console: vitest prints it with the run).
  console.info(["| page | mode | status | ms | note |", "|---|---|---|---|---|", ...[...rows, ...actionRows].map((row) => `| ${row.page} | ${row.mode} | ${row.status} | ${row.ms} | ${row.note} |`)].join("\n"));
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
    // A loaded machine can make one page slower than load's limit: that is one more attempt, not a failure.
    const page = await load(`/borrowers/${personId}`, correspondent).catch(() => ({ html: "" }));
    if (page.html.includes("Dados pessoais") && !page.html.includes("Não foi possível carregar este tomador agora")) return;
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

  test("an unknown id answers 404 before the page streams its skeleton: operation, borrower, desk dossier", async () => {
    const unknown = randomUUID();
    for (const [path, cookie] of [[`/operations/${unknown}`, correspondent], [`/borrowers/${unknown}`, correspondent], [`/desk/operations/${unknown}`, desk]] as const) {
      const loaded = await load(path, cookie);
      expect(loaded.status, path).toBe(404);
    }
  }, 30_000);

  test.each(FAULT_MODES)("$name: no 500, no framework page, a pt-BR message, within 3 s when the API hangs", async ({ name, mode }) => {
    await proxy.setMode(mode);
    // All at once, as a busy branch loads them: a hung API costs the pages one budget together, not one each.
    const loads = await Promise.all(PAGES().map(async (page) => ({ page, loaded: await load(page.path, page.cookie) })));
    for (const { page, loaded } of loads) {
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

describe("a creation the API did but whose answer never came", () => {
  beforeAll(() => {
    process.env.CREDIT_API_URL = proxy.url;
    process.env.CREDIT_API_TIMEOUT_MS = "2500";
  });
  afterAll(() => {
    process.env.CREDIT_API_URL = inject("baseUrl");
    process.env.CREDIT_API_TIMEOUT_MS = "15000";
  });

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

/**
 * Every action goes through these: the API down (fails fast), hung (the 3 s rule) and throttled (the Retry-After
 * hint). The other modes reach an action as the same typed refusal (upstream-fault-modes.test.ts proves it per mode),
 * so they put through only the FGTS steps and a representative set: a registration, a draft step, a creation, the previews.
 */
const EVERY_ACTION_MODES = ["refused", "blackhole", "429 Retry-After 30"];
const REPRESENTATIVE = ["registerBorrowerAction", "chooseOfferAction", "createOperationAction", "chooseFgtsAction", "reuseConsentTermAction"];

describe("every server action that calls the credit API, over HTTP through every fault", () => {
  let context: { operator: SessionOperator; meta: { ipPrefix: string; ipHash: string; userAgent: string } };
  /** Drafts of the payroll wizard, one per step (copies of one draft walked on a healthy API). */
  const drafts: Record<"tomador" | "autorizacao" | "pendente" | "margem" | "simulacao" | "proposta" | "operacao" | "revisao", string> = {} as never;
  /** Drafts of the FGTS wizard at its own steps: the consent term (one already on file) and the simulation. */
  const fgtsDrafts: Record<"consentimento" | "simulacao", string> = {} as never;
  let consentTermId: string;
  let borrower: { personId: string; bankAccountId: string };
  let marginLink: string;
  let firstPaymentPeriod: string;

  /** A copy of the draft as it is now: the same data at the same step, without the operation's unique link. */
  async function copyOf(draftId: string): Promise<string> {
    const draft = await testPrisma().portalOriginationDraft.findUniqueOrThrow({ where: { id: draftId } });
    const copy = await testPrisma().portalOriginationDraft.create({
      data: { operatorId: draft.operatorId, branchId: draft.branchId, product: draft.product, data: draft.data as never, version: draft.version },
    });
    return copy.id;
  }

  beforeAll(async () => {
    // The walk runs in this process against the healthy API (the previous block pointed it at the proxy).
    process.env.CREDIT_API_URL = inject("baseUrl");
    process.env.CREDIT_API_TIMEOUT_MS = "15000";
    resetUpstreamGuards();
    const user = await testPrisma().user.findUniqueOrThrow({ where: { email: "correspondente.se@centro.demo" } });
    const sid = randomUUID();
    const { storedSessionToken } = await import("@/lib/portal/auth/session-token");
    await testPrisma().session.create({ data: { sessionToken: storedSessionToken(sid), userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
    const operator = await loadSessionOperator(sid);
    if (!operator) throw new Error("no session operator");
    context = { operator, meta: { ipPrefix: "10.9.9.0/24", ipHash: "h", userAgent: "Chrome · Linux" } };

    const worker = regularWorker(180);
    const { id } = await createDraft(operator, "payroll");
    drafts.tomador = await copyOf(id);
    borrower = await registerBorrower(
      context,
      { registrationNumber: worker.registrationNumber, name: "Trabalhador da Falha", birthDate: "1985-03-10", account: { bankCode: "001", agency: "1234", accountNumber: "56789", accountDigit: "0", accountType: "Checking" } },
      randomUUID(),
    );
    await selectBorrower(context, { draftId: id, ...borrower });
    drafts.autorizacao = await copyOf(id);
    const pending = await requestDraftAuthorization(context, { draftId: id, formKey: randomUUID() });
    drafts.pendente = await copyOf(id);
    await makeDecisionDue(pending.data.authorization!.id);
    await confirmDraftAuthorization(context, { draftId: id });
    drafts.margem = await copyOf(id);
    marginLink = linkKey(await queryDraftMargin(context, { draftId: id }));
    await selectDraftMargin(context, { draftId: id, link: marginLink });
    drafts.simulacao = await copyOf(id);
    const chosen = await chooseOffer(context, { draftId: id, form: OFFERS_FORM, numberOfPayments: 24 });
    if (chosen.data.simulation?.path !== "offers") throw new Error("expected an offer");
    firstPaymentPeriod = `${chosen.data.simulation.firstPaymentDate.slice(0, 7)}-01`;
    drafts.proposta = await copyOf(id);
    await sendDraftProposal(context, { draftId: id, form: proposalForm("PX-FALHA") as never });
    drafts.operacao = await copyOf(id);
    await createDraftOperation(context, { draftId: id, product: "payroll", form: { warrantyType: "RegistryEmployee", discountStartPeriod: firstPaymentPeriod } });
    await confirmDraftDocuments(context, { draftId: id });
    drafts.revisao = await copyOf(id);

    // FGTS: a borrower of its own, the consent term attached (then on file to reuse), the plan chosen with FGTS_FORM.
    const fgts = await createDraft(operator, "fgts");
    const holder = await registerBorrower(
      context,
      { registrationNumber: freshCpf(), name: "Titular da Falha", birthDate: "1985-03-10", account: { bankCode: "001", agency: "1234", accountNumber: "56780", accountDigit: "0", accountType: "Checking" } },
      randomUUID(),
    );
    await selectBorrower(context, { draftId: fgts.id, ...holder });
    fgtsDrafts.consentimento = await copyOf(fgts.id);
    const term = new File([samplePdf()], "termo-consentimento-fgts.pdf", { type: "application/pdf" });
    const consented = await attachConsentTerm(context, fgts.id, { file: term, metadata: { fileType: "Authorization", displayName: "Termo de consentimento FGTS", documentDate: brasiliaToday() } });
    consentTermId = consented.data.consent!.uploadId;
    fgtsDrafts.simulacao = await copyOf(fgts.id);
    await chooseFgtsPlan(context, { draftId: fgts.id, form: FGTS_FORM });
    // The portal instance behind the proxy holds a token and a closed breaker again.
    await heal();
  }, 120_000);

  /** One birthday withdrawal of R$ 120 anticipated (the holder was born in March). */
  const FGTS_FORM = { productId: PRODUCT_IDS.fgtsAnticipation, requestedAmount: 12_000, termInMonths: 12, apr: 1.49, paymentMonth: "March" as const };
  const ACCOUNT = { bankCode: "001", agency: "4321", accountNumber: "98765", accountDigit: "1", accountType: "Checking" as const };
  const cpf = freshCpf();
  const registrationKey = randomUUID();

  /** Each action that calls the API, with an input that passes every check made before the call (posted to its page). */
  const CALLS = () => {
    return [
      { file: "lib/portal/borrowers/actions.ts", name: "registerBorrowerAction", args: { form: { registrationNumber: cpf, name: "Tomador da Falha", birthDate: "1985-03-10", account: ACCOUNT }, formKey: registrationKey } },
      { file: "lib/portal/borrowers/actions.ts", name: "addBankAccountAction", args: { personId, form: { account: ACCOUNT }, formKey: randomUUID() } },
      { file: "lib/portal/borrowers/actions.ts", name: "requestBorrowerAuthorizationAction", args: { personId, formKey: randomUUID() } },
      { file: "lib/portal/origination/actions.ts", name: "findBorrowerAction", args: { registrationNumber: cpf } },
      { file: "lib/portal/origination/actions.ts", name: "selectBorrowerAction", draft: drafts.tomador, args: { draftId: drafts.tomador, ...borrower } },
      { file: "lib/portal/origination/actions.ts", name: "requestAuthorizationAction", draft: drafts.autorizacao, args: { draftId: drafts.autorizacao, formKey: randomUUID() } },
      { file: "lib/portal/origination/actions.ts", name: "confirmAuthorizationAction", draft: drafts.pendente, args: { draftId: drafts.pendente } },
      { file: "lib/portal/origination/actions.ts", name: "queryMarginAction", draft: drafts.margem, args: { draftId: drafts.margem } },
      { file: "lib/portal/origination/actions.ts", name: "selectMarginAction", draft: drafts.margem, args: { draftId: drafts.margem, link: marginLink } },
      { file: "lib/portal/origination/actions.ts", name: "choosePlanAction", draft: drafts.simulacao, args: { draftId: drafts.simulacao, form: { productId: PRODUCT_IDS.payrollSac, requestedAmount: 300_000, apr: 2.1, numberOfPayments: 24 } } },
      { file: "lib/portal/origination/actions.ts", name: "chooseOfferAction", draft: drafts.simulacao, args: { draftId: drafts.simulacao, form: OFFERS_FORM, numberOfPayments: 24 } },
      { file: "lib/portal/origination/actions.ts", name: "sendProposalAction", draft: drafts.proposta, args: { draftId: drafts.proposta, form: proposalForm("PX-FALHA") } },
      { file: "lib/portal/origination/actions.ts", name: "createOperationAction", draft: drafts.operacao, args: { draftId: drafts.operacao, product: "payroll", form: { warrantyType: "RegistryEmployee", discountStartPeriod: firstPaymentPeriod } } },
      { file: "lib/portal/origination/actions.ts", name: "submitOperationAction", draft: drafts.revisao, args: { draftId: drafts.revisao, acknowledged: true } },
      { file: "lib/portal/origination/actions.ts", name: "reuseConsentTermAction", draft: fgtsDrafts.consentimento, args: { draftId: fgtsDrafts.consentimento, uploadId: consentTermId } },
      { file: "lib/portal/origination/actions.ts", name: "chooseFgtsAction", draft: fgtsDrafts.simulacao, args: { draftId: fgtsDrafts.simulacao, form: FGTS_FORM } },
      ...["editOperationAction", "replaceCollateralAction", "correctAccountAction", "cancelOperationAction"].map((name) => ({ file: "lib/portal/operations/actions.ts", name, args: { operationId, form: {} } })),
      ...["submitOperationAction", "closeWarrantyRevisionAction", "deleteOperationAction", "restoreOperationAction"].map((name) => ({ file: "lib/portal/operations/actions.ts", name, args: { operationId } })),
    ].map((call): { label: string; file: string; name: string; args: Record<string, unknown>; draft: string | undefined } => ({
      ...call,
      draft: "draft" in call ? call.draft : undefined,
      label: `${call.file.replace(/^app\/\(portal\)\//, "")}#${call.name}`,
    }));
  };

  /** The live previews of the simulation step: GET reads, never actions, through the same faults. */
  const PREVIEWS = () =>
    [
      { product: "payroll", draftId: drafts.simulacao, kind: "plan" as const, form: { productId: PRODUCT_IDS.payrollSac, requestedAmount: 300_000, apr: 2.1, numberOfPayments: 24 } },
      { product: "payroll", draftId: drafts.simulacao, kind: "offers" as const, form: OFFERS_FORM },
      { product: "fgts", draftId: fgtsDrafts.simulacao, kind: "fgts" as const, form: FGTS_FORM },
    ].map(({ form, ...target }) => ({ label: `originate/${target.product}/preview/${target.kind}`, url: `${portal.baseUrl}${draftPreviewUrl(target, form)}` }));

  const askPreview = async (preview: ReturnType<typeof PREVIEWS>[number]) => {
    const startedAt = performance.now();
    const response = await fetch(preview.url, { headers: { cookie: correspondent, accept: "application/json" }, signal: AbortSignal.timeout(20_000) });
    return { preview, status: response.status, type: response.headers.get("content-type"), retryAfter: response.headers.get("retry-after"), text: await response.text(), ms: Math.round(performance.now() - startedAt) };
  };

  const snapshot = async (draftId: string) => {
    const draft = await testPrisma().portalOriginationDraft.findUniqueOrThrow({ where: { id: draftId }, select: { version: true, data: true, state: true } });
    return JSON.stringify(draft);
  };

  test.each(FAULT_MODES)("$name: each answers a typed pt-BR failure, no 500, the draft untouched", async ({ name, mode }) => {
    const everyAction = EVERY_ACTION_MODES.includes(name);
    const calls = CALLS().filter((call) => everyAction || REPRESENTATIVE.includes(call.name));
    const before = new Map(await Promise.all(calls.filter((call) => call.draft).map(async (call) => [call.draft!, await snapshot(call.draft!)] as const)));
    await proxy.setMode(mode);
    // All at once, as a busy branch would: one mode costs one timeout, not one per action.
    const [answers, decided, previews] = await Promise.all([
      Promise.all(
        calls.map(async (call) => {
          const startedAt = performance.now();
          const answer = await callServerAction(serverAction(call.file, call.name), [call.args], { baseUrl: portal.baseUrl, cookie: correspondent, timeoutMs: 20_000 });
          return { call, answer, ms: Math.round(performance.now() - startedAt) };
        }),
      ),
      everyAction
        ? callServerAction(serverAction("lib/portal/desk/actions.ts", "decideOperationsAction"), [{ decision: "revision", reason: "Conferir a garantia", operationIds: [operationId] }], {
            baseUrl: portal.baseUrl,
            cookie: desk,
            timeoutMs: 20_000,
          })
        : undefined,
      Promise.all(PREVIEWS().map(askPreview)),
    ]);
    await heal();

    for (const { call, answer, ms } of answers) {
      actionRows.push({ page: call.label, mode: name, status: answer.status, ms, note: answer.result?.ok === false ? answer.result.code ?? "" : "?" });
      expect(answer.status, call.label).toBeLessThan(500);
      expect(answer.text, call.label).not.toMatch(ENGLISH_FRAMEWORK_PAGE);
      expect(answer.result, `${call.label}: ${answer.text.slice(0, 300)}`).toMatchObject({ ok: false, code: "upstream" });
      expect(answer.result?.message, call.label).toMatch(/serviço de crédito/);
    }
    // A preview is a read the upstream failed: a pt-BR problem+json saying so, never an error page. Throttled, it is
    // 503 with the upstream's Retry-After and the seconds in the detail the step shows.
    const throttled = mode.kind === "status" && mode.status === 429;
    for (const { preview, status, type, retryAfter, text, ms } of previews) {
      actionRows.push({ page: preview.label, mode: name, status, ms, note: [type, retryAfter && `Retry-After ${retryAfter}`].filter(Boolean).join(", ") });
      expect(status, preview.label).toBe(throttled ? 503 : 502);
      expect(type, preview.label).toMatch(/application\/problem\+json/);
      expect(text, preview.label).not.toMatch(ENGLISH_FRAMEWORK_PAGE);
      const problem = JSON.parse(text) as { title: string; detail?: string };
      expect(problem.title, preview.label).toMatch(/serviço de crédito/);
      if (throttled) {
        expect(retryAfter, preview.label).toBe("30");
        expect(problem.detail, preview.label).toBe("O serviço de crédito limitou as chamadas; tente em 30 s.");
      }
    }
    if (mode.kind === "blackhole") for (const { call, ms } of answers) expect(ms, call.label).toBeLessThan(3_000);
    // The desk answers per operation: this one failed, with the reason, and nothing counts as done.
    if (decided) {
      expect(decided.status).toBeLessThan(500);
      expect(decided.result, decided.text.slice(0, 300)).toMatchObject({ ok: true });
      const results = (decided.result?.data as { results: { ok: boolean; message?: string }[] }).results;
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({ ok: false });
      expect(results[0]!.message).toMatch(/serviço de crédito/);
    }
    // Each step's data stays as it was: the typed values the form keeps meet the same draft on a retry.
    for (const [draftId, stored] of before) expect(await snapshot(draftId), draftId).toBe(stored);
  }, 90_000);

  test("after the API comes back, the same inputs succeed: the FGTS steps, the registration and the creation, each once for two tries", async () => {
    const calls = CALLS();
    const twice = async (call: (typeof calls)[number]) => {
      const options = { baseUrl: portal.baseUrl, cookie: correspondent };
      const first = await callServerAction(serverAction(call.file, call.name), [call.args], options);
      const second = await callServerAction(serverAction(call.file, call.name), [call.args], options);
      return [first, second] as const;
    };
    // The FGTS steps' inputs pass every check of their own: what the faults refused was the API's doing.
    for (const name of ["reuseConsentTermAction", "chooseFgtsAction"]) {
      const call = calls.find((candidate) => candidate.name === name)!;
      const answer = await callServerAction(serverAction(call.file, call.name), [call.args], { baseUrl: portal.baseUrl, cookie: correspondent });
      expect(answer.result, `${name}: ${answer.text.slice(0, 300)}`).toMatchObject({ ok: true });
    }
    const [registered, registeredAgain] = await twice(calls.find((call) => call.name === "registerBorrowerAction")!);
    expect(registered.result, registered.text.slice(0, 300)).toMatchObject({ ok: true });
    expect(registeredAgain.result?.data).toEqual(registered.result?.data);

    const creation = calls.find((call) => call.name === "createOperationAction")!;
    const [created, createdAgain] = await twice(creation);
    expect(created.result, created.text.slice(0, 300)).toMatchObject({ ok: true });
    expect(createdAgain.result).toMatchObject({ ok: true });
    const draft = await testPrisma().portalOriginationDraft.findUniqueOrThrow({ where: { id: creation.draft! } });
    const noteId = (draft.data as { operation?: { id: string } }).operation?.id;
    expect(noteId).toBeDefined();
    expect(draft.creditNoteId).toBe(noteId);
  }, 60_000);
});
