/**
 * Three app instances on one PostgreSQL behind a round-robin front (in this test): A and B run the pipeline
 * worker and the tracker, C neither (PIPELINE_WORKER=off, OPERATION_TRACKER=off). Sessions hold on every
 * instance, sign-in limits count across them, each pipeline transition is applied once and each tracker
 * transition recorded once, the board reads the same from any instance; B is killed with SIGKILL in the middle
 * of the pipeline's work and nothing is lost or applied twice. Before that, a correspondent walks the payroll
 * wizard's server actions through the front (each request on the next instance), the desk's decision and the
 * borrower's signature go through it too, and the operation finishes with one unbroken history, audited once.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { buildSandboxRegistry } from "@/lib/credit/sandbox/registry";
import type { PrismaClient } from "@/lib/db/generated/client";
import { prepareDatabase } from "@/lib/db/prepare-database";
import { decodeBoardRow, type BoardPayload } from "@/lib/portal/board/board-types";
import type { DecisionOutcome } from "@/lib/portal/desk/desk-decisions";
import { SIGN_IN_POLICY } from "@/lib/portal/auth/sign-in-policy";
import { DEMO_OPERATOR_PASSWORD } from "@/lib/portal/seed/demo-portal";
import { startTestInstance, testSecrets, type AppInstance } from "@/test/integration/app-instance";
import { createScratchDatabase, dropScratchDatabase } from "@/test/integration/scratch-database";
import { tokenFor } from "@/test/integration/credit-api";
import { signInOverHttp } from "@/test/integration/portal-session";
import { startRoundRobinFront, type RoundRobinFront } from "@/test/support/round-robin-front";
import { submitOperationsInProcess } from "@/test/integration/submit-operations-in-process";
import { act, walkPayrollWizard } from "@/test/integration/wizard-walk";

const OPERATIONS = 8;
const MANAGER = "gestor@portal.demo";
const CORRESPONDENT = "correspondente.se@centro.demo";
const DESK = "mesa@portal.demo";
/** Stops at ManualWarranty until the desk concludes the endorsement; the registry's only such worker with a link. */
const MANUAL_WARRANTY_WORKER = buildSandboxRegistry().workers.find((worker) => worker.scenario === "manual-warranty" && worker.employerRegistrationNumber)!;
const database = `credito_instances_${process.pid}`;
let databaseUrl: string;
let prisma: PrismaClient;
let front: RoundRobinFront;
let frontUrl: string;
const instances: AppInstance[] = [];
const PORT = Number(process.env.INTEGRATION_PORT ?? 3200) + 60;
/** The instances' addresses, known to the front before they start (they call the credit API through it). */
const targets = [0, 1, 2].map((offset) => `http://127.0.0.1:${PORT + offset}`);

beforeAll(async () => {
  databaseUrl = await createScratchDatabase(database);
  const secrets = testSecrets();
  Object.assign(process.env, secrets, { DATABASE_URL: databaseUrl });
  await prepareDatabase(databaseUrl);
  prisma = (await import("@/lib/db/client")).getPrisma();
  front = await startRoundRobinFront(targets);
  frontUrl = front.url;
  const common = { ...secrets, TRUST_PROXY: "loopback", CREDIT_API_URL: frontUrl, PIPELINE_STAGE_SECONDS: "1", TRACKER_SCAN_SECONDS: "2" };
  // Started together, as a deployment would: the server start-up checks run side by side.
  instances.push(
    ...(await Promise.all([
      startTestInstance({ port: PORT, databaseUrl, env: common }),
      startTestInstance({ port: PORT + 1, databaseUrl, env: common }),
      startTestInstance({ port: PORT + 2, databaseUrl, env: { ...common, PIPELINE_WORKER: "off", OPERATION_TRACKER: "off" } }),
    ])),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await front?.close();
  await prisma?.$disconnect();
  await dropScratchDatabase(database);
});

async function signIn(email: string, password: string, ip: string): Promise<string | null> {
  return (await signInOverHttp(email, password, { ip, baseUrl: frontUrl })).sessionCookie;
}

/** The borrower's signature page, as the partner gets it from the credit API (through the front). */
async function signaturePath(operationId: string): Promise<string> {
  const token = await tokenFor(DEMO_PARTNERS[0]!, frontUrl);
  const answer = await fetch(`${frontUrl}/v1/CreditNote/${operationId}/SignUrl`, { headers: { authorization: `Bearer ${token}` } });
  const url = ((await answer.json()) as { signers?: Array<{ url: string }> }).signers?.[0]?.url;
  if (!url) throw new Error(`no signer for ${operationId}: ${answer.status}`);
  return new URL(url).pathname;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("three instances, one killed with SIGKILL mid-pipeline: origination, desk and signature go through the front; nothing lost or doubled", { timeout: 200_000 }, async () => {
  // Sign-in limits are shared: wrong passwords spread over the instances by the front lock the account for
  // that address as if they had all reached one.
  for (let attempt = 0; attempt < SIGN_IN_POLICY.maxConsecutiveFailuresPerPair; attempt += 1) {
    expect(await signIn(MANAGER, "wrong-password", "10.88.0.9")).toBeNull();
  }
  expect(await signIn(MANAGER, DEMO_OPERATOR_PASSWORD, "10.88.0.9")).toBeNull();

  // A session made through the front is valid on every instance.
  const session = await signIn(MANAGER, DEMO_OPERATOR_PASSWORD, "10.88.0.10");
  expect(session).not.toBeNull();
  for (const instance of instances) {
    expect((await fetch(`${instance.baseUrl}/`, { headers: { cookie: session! }, redirect: "manual" })).status).toBe(200);
  }
  const correspondent = { baseUrl: frontUrl, cookie: (await signIn(CORRESPONDENT, DEMO_OPERATOR_PASSWORD, "10.88.0.11"))! };
  const desk = { baseUrl: frontUrl, cookie: (await signIn(DESK, DEMO_OPERATOR_PASSWORD, "10.88.0.12"))! };
  expect(correspondent.cookie).not.toBeNull();
  expect(desk.cookie).not.toBeNull();

  // The wizard's server actions through the front, each on the next instance: the draft moves on whichever answers.
  const walked = await walkPayrollWizard(correspondent, prisma, MANUAL_WARRANTY_WORKER);
  expect(targets.map((_target, index) => front.actionsServed[index] ?? 0).every((served) => served >= 3), `actions per instance: ${front.actionsServed.join(", ")}`).toBe(true);

  // What the submitting instance wrote is what every instance's board shows at the next poll, already past Draft.
  for (const instance of instances) {
    const board = (await (await fetch(`${instance.baseUrl}/board/data`, { headers: { cookie: correspondent.cookie } })).json()) as BoardPayload;
    const row = board.rows.map(decodeBoardRow).find((candidate) => candidate.id === walked);
    expect(row?.status, instance.baseUrl).toBeDefined();
    expect(row?.status).not.toBe("Draft");
  }

  // More of the pipeline's work, with B killed once it has started.
  const batch = await submitOperationsInProcess(prisma, 0, OPERATIONS);
  const ids = [walked, ...batch];
  await until("the first pipeline transitions", async () => (await prisma.creditNoteTransition.count({ where: { creditNoteId: { in: batch }, actor: "Pipeline" } })) >= 3);
  const killed = instances[1]!;
  killed.process.kill("SIGKILL");
  await new Promise((resolve) => (killed.process.exitCode !== null || killed.process.signalCode !== null ? resolve(null) : killed.process.once("exit", resolve)));

  // The walked operation stops where the desk must act; the desk's decision goes through the front, B gone.
  await until("ManualWarranty", async () => (await prisma.creditNote.findUniqueOrThrow({ where: { id: walked } })).status === "ManualWarranty", 30_000);
  const decided = await act<DecisionOutcome>(desk, "lib/portal/desk/actions.ts", "decideOperationsAction", {
    decision: "conclude-manual-stage",
    reason: "Averbação confirmada por telefone com o RH da empresa",
    operationIds: [walked],
  });
  expect(decided.results.map((result) => result.ok)).toEqual([true]);

  // The borrower reads and signs the instrument through the front, on whichever instance answers.
  await until("Signatures", async () => (await prisma.creditNote.findUniqueOrThrow({ where: { id: walked } })).status === "Signatures", 30_000);
  const signPath = await signaturePath(walked);
  const documentAnswer = await fetch(`${frontUrl}${signPath}/documento`);
  expect(documentAnswer.status).toBe(200);
  const documentSha256 = createHash("sha256").update(await documentAnswer.text(), "utf8").digest("hex");
  const signed = await fetch(`${frontUrl}${signPath}/assinar`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ consent: true, cpfFirstDigits: MANUAL_WARRANTY_WORKER.registrationNumber.slice(0, 3), documentSha256 }),
  });
  expect(signed.status, await signed.clone().text()).toBeLessThan(300);
  await until("every operation finished", async () => (await prisma.creditNote.count({ where: { id: { in: ids }, status: "Finished" } })) === ids.length);

  // Each operation's history is one unbroken chain: no transition applied twice, none lost.
  for (const id of ids) {
    const history = await prisma.creditNoteTransition.findMany({ where: { creditNoteId: id }, orderBy: [{ at: "asc" }, { id: "asc" }] });
    for (let index = 1; index < history.length; index += 1) expect(history[index]!.from).toBe(history[index - 1]!.to);
    expect(new Set(history.map((transition) => transition.to)).size).toBe(history.length);
    expect(history.at(-1)!.to).toBe("Finished");
  }
  const deskSteps = await prisma.creditNoteTransition.findMany({ where: { creditNoteId: walked, actor: "Desk" } });
  expect(deskSteps.map((transition) => [transition.from, transition.to])).toEqual([["ManualWarranty", "InstrumentApproval"]]);
  // The portal audited each act on the walked operation once, though three instances shared the work.
  const audits = await prisma.portalAuditEvent.groupBy({ by: ["action"], where: { operationId: walked }, _count: true });
  expect(audits.map((group) => [group.action, group._count]), JSON.stringify(audits)).toEqual(
    expect.arrayContaining([
      ["desk.manual_stage_concluded", 1],
      ["operation.created", 1],
      ["operation.submitted", 1],
    ]),
  );
  expect(audits.filter((group) => group._count !== 1), JSON.stringify(audits)).toEqual([]);

  // The tracker (on A only, now) records each transition exactly once.
  const upstream = await prisma.creditNoteTransition.count({ where: { creditNoteId: { in: ids } } });
  await until("the tracker to record every transition", async () => (await prisma.portalOperationTransition.count({ where: { operationId: { in: ids } } })) === upstream);
  const recorded = await prisma.portalOperationTransition.groupBy({ by: ["operationId", "toStatus", "sequence"], where: { operationId: { in: ids } }, _count: true });
  expect(recorded.every((group) => group._count === 1)).toBe(true);

  // Through the front, requests keep being answered with B gone; the board reads the same from every live instance.
  for (let request = 0; request < 4; request += 1) expect((await fetch(`${frontUrl}/health`)).status).toBe(200);
  const live = [instances[0]!, instances[2]!];
  await until("the same board from every instance", async () => {
    const boards = await Promise.all(
      live.map(async (instance) => {
        // generatedAt is the answering server's clock; everything else must be equal.
        const { generatedAt: _generatedAt, ...board } = (await (await fetch(`${instance.baseUrl}/board/data`, { headers: { cookie: session! } })).json()) as Record<string, unknown>;
        return JSON.stringify(board);
      }),
    );
    const { groups } = JSON.parse(boards[0]!) as { groups: Array<{ count: number }> };
    return boards.every((board) => board === boards[0]) && groups.reduce((sum, group) => sum + group.count, 0) >= ids.length;
  }, 20_000);
});
