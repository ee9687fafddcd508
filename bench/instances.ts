/**
 * One instance or three on one PostgreSQL under the same load (`npm run bench instances`, issue 27): 100 simulated
 * operators, each polling the board's data and, every third turn, looking a borrower up through the wizard's server
 * action (which calls the credit API over HTTP), with a think time between turns. A round-robin front in this
 * process (test/support/round-robin-front.ts) spreads the requests over the instances. Reports board data p50/p95 and the action's p50/p95 with 1 and with 3 instances.
 *
 * Sessions are written straight into the session table (100 sign-ins would spend most of the run in scrypt); the
 * instances find them there like any session. BENCH_INSTANCES_SECONDS sets each phase's length (default 30).
 */
import "./server-only-outside-next";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { cpfFromBase } from "@/lib/credit/sandbox/tax-id-generator";
import { startAppInstance } from "../scripts/app-instance";
import { startSystem } from "../scripts/system";
import { startRoundRobinFront } from "../test/support/round-robin-front";
import { actionPath, serverAction } from "../test/support/server-action-manifest";
import { fmt, sparePort } from "./http-load";
import { percentiles } from "./server-actions";

const OPERATORS = 100;
const THINK_MS = 1_000;
const SECONDS = Number(process.env.BENCH_INSTANCES_SECONDS ?? 30);
/** Valid CPFs outside the demo's borrowers: each lookup goes upstream and finds no one, as most lookups do. */
const LOOKED_UP_CPFS = ["100000035", "100000036", "100000037"].map(cpfFromBase);
const out = (text: string) => process.stdout.write(`${text}\n`);

export async function run(): Promise<void> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATABASE_URL; // always the ephemeral embedded database, never a configured one
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-instances-"));
  const ports = await Promise.all([sparePort(), sparePort(), sparePort(), sparePort()]);
  const [frontPort, ...instancePorts] = ports as [number, number, number, number];
  const front = `http://127.0.0.1:${frontPort}`;
  const targets: string[] = [];
  const frontServer = await startRoundRobinFront(targets, frontPort);

  targets.push(`http://127.0.0.1:${instancePorts[0]}`);
  out(`starting instance A on 127.0.0.1:${instancePorts[0]} (build when sources changed, ephemeral database)...`);
  // Every instance calls the credit API through the front, as instances behind one load balancer would.
  const system = await startSystem({
    port: instancePorts[0],
    dataDir,
    database: "credito_bench_instances",
    fresh: true,
    ephemeral: true,
    inheritOutput: false,
    extraEnv: { LOG_LEVEL: "warn", CREDIT_API_URL: front },
  });
  const others: Array<{ stop(): Promise<void> }> = [];
  const { createPrismaClient } = await import("@/lib/db/client");
  const prisma = createPrismaClient(system.databaseUrl);
  try {
    const cookies = await sessions(prisma, "correspondente.se@centro.demo", OPERATORS);
    const action = serverAction(null, "findBorrowerAction");
    const lookup = { id: action.id, path: actionPath(action) };

    const one = await load(front, cookies, lookup);
    report("1 instance", one);

    const env = {
      DATABASE_URL: system.databaseUrl,
      AUTH_SECRET: process.env.AUTH_SECRET ?? "",
      PORTAL_ENCRYPTION_KEY: process.env.PORTAL_ENCRYPTION_KEY ?? "",
      DESK_API_TOKEN: system.deskApiToken,
      CREDIT_API_URL: front,
      LOG_LEVEL: "warn",
    };
    for (const port of instancePorts.slice(1)) {
      out(`starting another instance on 127.0.0.1:${port}...`);
      others.push(await startAppInstance({ port, env }));
      targets.push(`http://127.0.0.1:${port}`);
    }
    const three = await load(front, cookies, lookup);
    report("3 instances", three);
    out(
      `instances: board data p95 ${three.board.p95.toFixed(0)} ms with 3 vs ${one.board.p95.toFixed(0)} ms with 1; ` +
        `borrower lookup p50 ${three.action.p50.toFixed(0)} ms vs ${one.action.p50.toFixed(0)} ms (${OPERATORS} operators, ${SECONDS} s each, on ${availableCores()} cores)`,
    );
  } finally {
    await prisma.$disconnect();
    for (const instance of others) await instance.stop();
    await system.stop();
    await frontServer.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (saved.DATABASE_URL !== undefined) process.env.DATABASE_URL = saved.DATABASE_URL;
  }
}

interface Measured {
  readonly board: { p50: number; p95: number; count: number; failed: number };
  readonly action: { p50: number; p95: number; count: number; failed: number };
}

function report(label: string, measured: Measured) {
  const line = (name: string, figures: Measured["board"]) =>
    `${name} p50 ${figures.p50.toFixed(0)} ms, p95 ${figures.p95.toFixed(0)} ms (${fmt(figures.count)} requests, ${figures.failed} failed)`;
  out(`instances: ${label}: ${line("board data", measured.board)}; ${line("borrower lookup action", measured.action)}`);
}

/** Each operator: board data, think, and every third turn the borrower lookup, for SECONDS. */
async function load(front: string, cookies: readonly string[], lookup: { id: string; path: string }): Promise<Measured> {
  const board: number[] = [];
  const action: number[] = [];
  let boardFailed = 0;
  let actionFailed = 0;
  let firstFailure = "";
  const failed = (what: string, status: number | undefined, text: string) => {
    firstFailure ||= `${what}: ${status ?? "no answer"} ${JSON.stringify(text.slice(0, 400))}`;
  };
  const deadline = performance.now() + SECONDS * 1000;
  const operator = async (cookie: string, index: number) => {
    // Spread the first requests over one think time, as people do not all press at once.
    await sleep((index / cookies.length) * THINK_MS);
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      let started = performance.now();
      const response = await fetch(`${front}/board/data`, { headers: { cookie } }).catch(() => null);
      const body = (await response?.text()) ?? "";
      if (response?.status === 200) board.push(performance.now() - started);
      else {
        boardFailed += 1;
        failed("board data", response?.status, body);
      }
      if (turn % 3 === index % 3) {
        started = performance.now();
        const answer = await fetch(`${front}${lookup.path}`, {
          method: "POST",
          headers: { "next-action": lookup.id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: front, cookie },
          body: JSON.stringify([{ registrationNumber: LOOKED_UP_CPFS[turn % LOOKED_UP_CPFS.length] }]),
        }).catch(() => null);
        const text = (await answer?.text()) ?? "";
        if (answer?.status === 200 && /"ok":(true|false)/.test(text)) action.push(performance.now() - started);
        else {
          actionFailed += 1;
          failed("borrower lookup", answer?.status, text);
        }
      }
      await sleep(THINK_MS);
    }
  };
  await Promise.all(cookies.map(operator));
  if (firstFailure) out(`instances: first failure: ${firstFailure}`);
  return {
    board: { ...percentiles(board), count: board.length, failed: boardFailed },
    action: { ...percentiles(action), count: action.length, failed: actionFailed },
  };
}

/**
 * `count` live sessions of one operator, written as a sign-in writes them: a session row per id, and the cookie
 * Auth.js would set (its JWT carrying the id, signed with the instances' AUTH_SECRET).
 */
async function sessions(prisma: import("@/lib/db/generated/client").PrismaClient, email: string, count: number): Promise<string[]> {
  const { storedSessionToken, sessionExpiry, SESSION_HOURS } = await import("@/lib/portal/auth/session-token");
  const { encode } = await import("next-auth/jwt");
  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  const ids = Array.from({ length: count }, () => randomBytes(32).toString("base64url"));
  await prisma.session.createMany({
    data: ids.map((sid) => ({ sessionToken: storedSessionToken(sid), userId: user.id, expires: sessionExpiry(new Date()), userAgent: "bench", ipPrefix: "127.0.0.0/24" })),
  });
  const salt = "authjs.session-token";
  const secret = process.env.AUTH_SECRET ?? "";
  return Promise.all(
    ids.map(async (sid) => `${salt}=${await encode({ token: { sub: user.id, email: user.email, name: user.name, sid }, secret, salt, maxAge: SESSION_HOURS * 3600 })}`),
  );
}

function availableCores(): number {
  return availableParallelism();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
