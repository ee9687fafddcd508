/**
 * The demo portfolio end to end: a second system on a database of its own (the shared integration database is not
 * fresh), started as `npm start` starts it (`DEMO_PORTFOLIO=on`), creates the portfolio by itself in the
 * background; the spread it reached is checked in the database, then a second run and `DEMO_PORTFOLIO=off`
 * create nothing. The pipeline runs quarter-second stages here, ticking every 100 ms, and the sandbox worker answers
 * a margin authorization at once: what is checked is where each case ends, not how long the demo's pace takes.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createPrismaClient, getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { startSystem, type RunningSystem } from "@/scripts/system";
import { buildDemoPlan, OUTCOME_STATUS } from "./demo-plan";
import { runDemoPortfolio } from "./run-demo-portfolio";

const DATABASE = "credito_demo_portfolio";
const plan = buildDemoPlan();
const savedEnv = { ...process.env };
let system: RunningSystem | undefined;
let prisma: PrismaClient;
let admin: PrismaClient;
let dataDir: string;

beforeAll(async () => {
  admin = createPrismaClient(inject("databaseUrl"));
  await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.$executeRawUnsafe(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${DATABASE}`;
  process.env.DATABASE_URL = url.toString();
  dataDir = mkdtempSync(path.join(tmpdir(), "credito-demo-"));
  system = await startSystem({
    port: await freePort(),
    dataDir,
    ephemeral: true,
    inheritOutput: process.env.INTEGRATION_SERVER_LOGS === "1",
    extraEnv: {
      DEMO_PORTFOLIO: "on",
      PIPELINE_STAGE_SECONDS: "0.25",
      PIPELINE_TICK_MS: "100",
      MARGIN_AUTHORIZATION_CONFIRM_SECONDS: "0",
      LOG_LEVEL: "warn",
      OPERATION_TRACKER: "off",
      DESK_API_TOKEN: `desk_test_${randomBytes(12).toString("base64url")}`,
    },
  });
  // The in-process runs below act on that system, as its server does.
  process.env.CREDIT_API_URL = system.baseUrl;
  process.env.DESK_API_TOKEN = system.deskApiToken;
  prisma = createPrismaClient(url.toString());
}, 180_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await system?.stop();
  await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.$disconnect();
  rmSync(dataDir, { recursive: true, force: true });
  process.env = savedEnv;
}, 60_000);

describe("the demo portfolio on a fresh database", () => {
  test("npm start's server creates it once, in the background: every case reaches its status, attributed to its branch and operator", async () => {
    const deadline = Date.now() + 240_000;
    let marker = await prisma.portalDemoPortfolio.findUnique({ where: { id: 1 } });
    while (!marker?.finishedAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      marker = await prisma.portalDemoPortfolio.findUnique({ where: { id: 1 } });
    }
    const operations = plan.filter((demoCase) => OUTCOME_STATUS[demoCase.outcome] !== null);
    expect(marker).toMatchObject({ operations: operations.length, failures: 0 });

    // What the plan asked for, and what the portal's tracker holds: operator, branch, product and status.
    const users = await prisma.user.findMany({ include: { branch: true } });
    const byEmail = new Map(users.map((user) => [user.email, user]));
    const expected = operations.map((demoCase) => {
      const user = byEmail.get(demoCase.operatorEmail)!;
      return `${user.branch!.code} ${demoCase.operatorEmail} ${demoCase.terms.productId} ${OUTCOME_STATUS[demoCase.outcome]}`;
    });
    const tracked = await prisma.portalTrackedOperation.findMany({ include: { transitions: true } });
    const branches = new Map((await prisma.portalBranch.findMany()).map((branch) => [branch.id, branch.code]));
    const operators = new Map(users.map((user) => [user.id, user.email]));
    const reached = tracked.map((operation) => `${branches.get(operation.branchId!)} ${operators.get(operation.operatorId!)} ${operation.productId} ${operation.status}`);
    expect(reached.sort()).toEqual(expected.sort());
    expect(tracked.every((operation) => operation.origin === "portal")).toBe(true);

    // The tracker's store agrees with the credit API's, and recorded the walk (e.g. Signatures → … → Finished).
    const notes = await prisma.creditNote.findMany({ select: { id: true, status: true } });
    expect(new Map(notes.map((note) => [note.id, note.status]))).toEqual(new Map(tracked.map((operation) => [operation.id, operation.status])));
    for (const operation of tracked.filter((candidate) => candidate.status === "Finished")) {
      expect(operation.transitions.map((transition) => transition.toStatus)).toEqual(expect.arrayContaining(["Signatures", "SignaturesValidation", "Finished"]));
    }

    // Every role has work: the desk's queue, the partner's revisions, a cancel, both products finished.
    const count = (status: string) => notes.filter((note) => note.status === status).length;
    expect(count("ManualWarranty") + count("ManualLiquidation")).toBeGreaterThanOrEqual(4);
    for (const status of ["Draft", "Signatures", "Finished", "WarrantyRevision", "PaymentRevision", "Revision", "Disapproved", "Canceled"]) expect(count(status), status).toBeGreaterThan(0);

    // Wizards left in progress are drafts of their operators, with no operation.
    const wizards = plan.filter((demoCase) => demoCase.outcome === "wizard").length;
    expect(await prisma.portalOriginationDraft.count({ where: { state: "open", creditNoteId: null } })).toBe(wizards);
    // Audited as their operators' actions, from the demo portfolio (no address).
    expect(await prisma.portalAuditEvent.count({ where: { action: "operation.created", ipPrefix: "carteira-demo" } })).toBe(operations.length);
  }, 300_000);

  test("a second run creates nothing; DEMO_PORTFOLIO=off creates nothing", async () => {
    // In this process getPrisma() is on the demo system's database (DATABASE_URL above): the marker is there.
    expect(await getPrisma().portalDemoPortfolio.count()).toBe(1);
    const before = await prisma.creditNote.count();
    expect(await runDemoPortfolio({ enabled: true })).toEqual({ outcome: "not-fresh" });
    process.env.DEMO_PORTFOLIO = "off";
    expect(await runDemoPortfolio()).toEqual({ outcome: "off" });
    expect(await prisma.creditNote.count()).toBe(before);
    expect(await prisma.portalDemoPortfolio.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ operations: before });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
