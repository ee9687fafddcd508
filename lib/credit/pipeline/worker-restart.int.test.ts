/**
 * Kill-and-restart: a pipeline worker process killed with SIGKILL in the middle of its work loses nothing and
 * applies no transition twice; a new process resumes where it stopped. Runs on a database of its own (on the
 * test's PostgreSQL server) so the test server's worker does not take part.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { prepareDatabase } from "@/lib/db/prepare-database";
import { submitOperationsInProcess } from "@/test/integration/submit-operations-in-process";
import type { PrismaClient } from "@/lib/db/generated/client";

const OPERATIONS = 12;
const database = `credito_restart_${process.pid}`;
let databaseUrl: string;
let prisma: PrismaClient;

function adminClient() {
  const url = new URL(inject("databaseUrl"));
  url.pathname = "/postgres";
  return new pg.Client({ connectionString: url.toString() });
}

beforeAll(async () => {
  const admin = adminClient();
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  await prepareDatabase(databaseUrl);
  // The lib modules read DATABASE_URL when they first connect.
  process.env.DATABASE_URL = databaseUrl;
  prisma = (await import("@/lib/db/client")).getPrisma();
}, 180_000);

afterAll(async () => {
  await prisma?.$disconnect();
  const admin = adminClient();
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
});

function submittedOperations(offset = 0, count = OPERATIONS): Promise<string[]> {
  return submitOperationsInProcess(prisma, offset, count);
}

function startWorker(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/pipeline-worker.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PIPELINE_STAGE_SECONDS: "0", PIPELINE_TICK_MS: "50", LOG_LEVEL: "error" },
    stdio: "ignore",
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

async function finishedCount(ids: string[]): Promise<number> {
  return prisma.creditNote.count({ where: { id: { in: ids }, status: "Finished" } });
}

test("a worker killed mid-pipeline loses nothing and applies no transition twice; a new one resumes", { timeout: 180_000 }, async () => {
  const ids = await submittedOperations();

  const first = startWorker();
  const before = Date.now();
  // Kill it while it is working: some transitions applied, the pipeline not finished.
  while ((await prisma.creditNoteTransition.count({ where: { creditNoteId: { in: ids }, actor: "Pipeline" } })) < 5) {
    if (Date.now() - before > 60_000) throw new Error("the first worker applied nothing");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  first.kill("SIGKILL");
  await exited(first);
  expect(await finishedCount(ids)).toBeLessThan(OPERATIONS);

  const second = startWorker();
  try {
    const deadline = Date.now() + 90_000;
    while ((await finishedCount(ids)) < OPERATIONS) {
      if (Date.now() > deadline) throw new Error("the restarted worker did not finish the operations");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    second.kill("SIGTERM");
    await exited(second);
  }

  for (const id of ids) {
    const history = await prisma.creditNoteTransition.findMany({ where: { creditNoteId: id }, orderBy: [{ at: "asc" }, { id: "asc" }] });
    // One unbroken chain: each transition leaves the status the previous one entered, none repeated.
    for (let index = 1; index < history.length; index++) expect(history[index]!.from).toBe(history[index - 1]!.to);
    const steps = history.map((entry) => `${entry.from}->${entry.to}`);
    expect(new Set(steps).size).toBe(steps.length);
    expect(history.at(-1)?.to).toBe("Finished");
  }
});

test("one broken operation in a claimed batch goes to Error alone; the others move on", { timeout: 60_000 }, async () => {
  const ids = await submittedOperations(OPERATIONS, 4);
  const [broken, ...healthy] = ids as [string, ...string[]];
  // Endorsement facts cannot be read from this row (collateral is not a list): loading the batch throws.
  await prisma.$executeRaw`UPDATE credit_note SET status = 'Warranty', warranty = '{}' WHERE id = ${broken}::uuid`;
  await prisma.$executeRaw`UPDATE credit_note SET "nextStageAt" = now() - interval '1 second' WHERE id = ANY(${ids}::uuid[])`;

  const { runPipelineTick } = await import("./run-pipeline-tick");
  await runPipelineTick({ prisma, lanes: 1, claimSize: 10 });

  const notes = await prisma.creditNote.findMany({ where: { id: { in: ids } } });
  expect(notes.find((note) => note.id === broken)?.status).toBe("Error");
  for (const id of healthy) expect(notes.find((note) => note.id === id)?.status, id).not.toMatch(/^(ComplianceApproval|Error)$/);
  const errorEntry = await prisma.creditNoteTransition.findFirstOrThrow({ where: { creditNoteId: broken, to: "Error" } });
  expect(errorEntry).toMatchObject({ from: "Warranty", actor: "Pipeline", reason: expect.stringMatching(/^Falha técnica/) });
});
