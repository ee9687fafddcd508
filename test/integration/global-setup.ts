/**
 * Integration tests run against the real system: a throw-away embedded PostgreSQL with a fresh database,
 * migrations and seed applied, and the production Next.js server on its own port. Tests reach it over HTTP
 * (`inject("baseUrl")`) and may read the database directly (`inject("databaseUrl")`) to check effects.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { assertLocalDatabase } from "../../scripts/assert-local-database";
import { startSystem, type RunningSystem } from "../../scripts/system";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

let system: RunningSystem | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  delete process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    assertLocalDatabase(process.env.TEST_DATABASE_URL);
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  }
  dataDir = mkdtempSync(path.join(tmpdir(), "credito-int-"));
  system = await startSystem({
    port: Number(process.env.INTEGRATION_PORT ?? 3200),
    dataDir,
    database: "credito_integration",
    fresh: true,
    ephemeral: true,
    inheritOutput: process.env.INTEGRATION_SERVER_LOGS === "1",
    // The tracker's tests run their scans themselves (counting calls, two scanners, a stopped one).
    extraEnv: { PIPELINE_STAGE_SECONDS: "1", LOG_LEVEL: "warn", CONTRACT_CHECK_RESPONSES: "1", OPERATION_TRACKER: "off" },
  });
  project.provide("baseUrl", system.baseUrl);
  project.provide("databaseUrl", system.databaseUrl);
}

export async function teardown() {
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
