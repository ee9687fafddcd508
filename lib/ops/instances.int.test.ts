/**
 * Three app instances on one PostgreSQL behind a round-robin front (in this test): A and B run the pipeline
 * worker and the tracker, C neither (PIPELINE_WORKER=off, OPERATION_TRACKER=off). Sessions hold on every
 * instance, sign-in limits count across them, each pipeline transition is applied once and each tracker
 * transition recorded once, the board reads the same from any instance; B is killed with SIGKILL in the middle
 * of the pipeline's work and nothing is lost or applied twice.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { PrismaClient } from "@/lib/db/generated/client";
import { prepareDatabase } from "@/lib/db/prepare-database";
import { SIGN_IN_POLICY } from "@/lib/portal/auth/sign-in-policy";
import { DEMO_OPERATOR_PASSWORD } from "@/lib/portal/seed/demo-portal";
import { startAppInstance, testSecrets, type AppInstance } from "@/test/integration/app-instance";
import { createScratchDatabase, dropScratchDatabase } from "@/test/integration/scratch-database";
import { submitOperationsInProcess } from "@/test/integration/submit-operations-in-process";

const OPERATIONS = 8;
const MANAGER = "gestor@portal.demo";
const database = `credito_instances_${process.pid}`;
let databaseUrl: string;
let prisma: PrismaClient;
let front: Server;
let frontUrl: string;
const instances: AppInstance[] = [];
const PORT = Number(process.env.INTEGRATION_PORT ?? 3200) + 60;
/** The instances' addresses, known to the front before they start (they call the credit API through it). */
const targets = [0, 1, 2].map((offset) => `http://127.0.0.1:${PORT + offset}`);

/** Round robin over the instances still answering; a refused connection moves on to the next one. */
function roundRobinFront(): Server {
  let next = 0;
  const forward = (incoming: IncomingMessage, body: Buffer, response: ServerResponse, attempts: number) => {
    const target = new URL(targets[next++ % targets.length]!);
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on("error", () => {
      if (attempts < targets.length) forward(incoming, body, response, attempts + 1);
      else response.writeHead(502).end();
    });
    outgoing.end(body);
  };
  return createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, Buffer.concat(chunks), response, 1));
  });
}

beforeAll(async () => {
  databaseUrl = await createScratchDatabase(database);
  const secrets = testSecrets();
  Object.assign(process.env, secrets, { DATABASE_URL: databaseUrl });
  await prepareDatabase(databaseUrl);
  prisma = (await import("@/lib/db/client")).getPrisma();
  front = roundRobinFront();
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const common = { ...secrets, TRUST_PROXY: "loopback", CREDIT_API_URL: frontUrl, PIPELINE_STAGE_SECONDS: "1", TRACKER_SCAN_SECONDS: "2" };
  // Started together, as a deployment would: the server start-up checks run side by side.
  instances.push(
    ...(await Promise.all([
      startAppInstance({ port: PORT, databaseUrl, env: common }),
      startAppInstance({ port: PORT + 1, databaseUrl, env: common }),
      startAppInstance({ port: PORT + 2, databaseUrl, env: { ...common, PIPELINE_WORKER: "off", OPERATION_TRACKER: "off" } }),
    ])),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await new Promise((resolve) => front?.close(resolve));
  await prisma?.$disconnect();
  await dropScratchDatabase(database);
});

async function signIn(email: string, password: string, ip: string): Promise<string | null> {
  const headers = { "x-forwarded-for": ip };
  const csrf = await fetch(`${frontUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
  const response = await fetch(`${frontUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${frontUrl}/` }),
  });
  return (
    response.headers
      .getSetCookie()
      .map((each) => each.split(";")[0]!)
      .find((each) => /authjs\.session-token=./.test(each)) ?? null
  );
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("three instances on one database, one killed with SIGKILL mid-pipeline: one system, nothing lost or doubled", { timeout: 170_000 }, async () => {
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

  // The pipeline's work, with B killed once it has started.
  const ids = await submitOperationsInProcess(prisma, 0, OPERATIONS);
  await until("the first pipeline transitions", async () => (await prisma.creditNoteTransition.count({ where: { creditNoteId: { in: ids }, actor: "Pipeline" } })) >= 3);
  const killed = instances[1]!;
  killed.process.kill("SIGKILL");
  await new Promise((resolve) => (killed.process.exitCode !== null || killed.process.signalCode !== null ? resolve(null) : killed.process.once("exit", resolve)));
  await until("every operation finished", async () => (await prisma.creditNote.count({ where: { id: { in: ids }, status: "Finished" } })) === OPERATIONS);

  // Each operation's history is one unbroken chain: no transition applied twice, none lost.
  for (const id of ids) {
    const history = await prisma.creditNoteTransition.findMany({ where: { creditNoteId: id }, orderBy: [{ at: "asc" }, { id: "asc" }] });
    for (let index = 1; index < history.length; index += 1) expect(history[index]!.from).toBe(history[index - 1]!.to);
    expect(history.at(-1)!.to).toBe("Finished");
  }

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
    return boards.every((board) => board === boards[0]) && groups.reduce((sum, group) => sum + group.count, 0) >= OPERATIONS;
  }, 20_000);
});
