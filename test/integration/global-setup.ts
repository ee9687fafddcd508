/**
 * Integration tests run against the real system: a throw-away embedded PostgreSQL with a fresh database,
 * migrations and seed applied, and the production Next.js server on its own port. Tests reach it over HTTP
 * (`inject("baseUrl")`) and may read the database directly (`inject("databaseUrl")`) to check effects.
 */
import { randomBytes } from "node:crypto";
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
    /** The desk API's token of this run (no default exists: each system has its own). */
    deskApiToken: string;
    /** AUTH_SECRET and PORTAL_ENCRYPTION_KEY of the running system: a second instance on its database needs them. */
    portalSecrets: { AUTH_SECRET: string; PORTAL_ENCRYPTION_KEY: string };
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
  const deskApiToken = `desk_test_${randomBytes(16).toString("base64url")}`;
  // The suite runs on loaded shared machines: the calls of the main instance and of the in-process tests get
  // 15 s, not the 2.5 s budget of production (fault-matrix.int.test.ts sets that one on its own instance).
  process.env.CREDIT_API_TIMEOUT_MS ??= "15000";
  // Password hashes at N=2^11, not 2^17: the suite signs in hundreds of times, and each hash at the production cost
  // takes ~0.3–1 s of a core. Set here, it reaches the seed (demo operators), the server and the in-process tests.
  // The decoy's cost equals a real hash's at any N (lib/portal/auth/decoy-password-hash.test.ts checks it at 2^17);
  // test operators are made at 2^10, so their first sign-in still upgrades the hash.
  process.env.PASSWORD_SCRYPT_N ??= "2048";
  dataDir = mkdtempSync(path.join(tmpdir(), "credito-int-"));
  system = await startSystem({
    port: Number(process.env.INTEGRATION_PORT ?? 3200),
    dataDir,
    database: "credito_integration",
    fresh: true,
    ephemeral: true,
    inheritOutput: process.env.INTEGRATION_SERVER_LOGS === "1",
    // The tests stand in for a proxy on this machine: X-Forwarded-For from loopback names each test's client.
    // A request must arrive whole within 8 s (30 by default): the slow-body test then takes seconds, not half a minute.
    // The tracker's tests run their scans themselves (counting calls, two scanners, a stopped one).
    // The pipeline ticks every 100 ms (500 by default): a 1-second stage is then applied within 0.1 s of falling due,
    // and the tests that follow an operation through ten stages wait ~2 s less each.
    extraEnv: { PIPELINE_STAGE_SECONDS: "1", PIPELINE_TICK_MS: "100", LOG_LEVEL: "warn", CONTRACT_CHECK_RESPONSES: "1", TRUST_PROXY: "loopback", REQUEST_TIMEOUT_SECONDS: "8", DESK_API_TOKEN: deskApiToken, OPERATION_TRACKER: "off" },
  });
  project.provide("baseUrl", system.baseUrl);
  project.provide("databaseUrl", system.databaseUrl);
  project.provide("deskApiToken", deskApiToken);
  // startSystem put the secrets it generated into this process's environment.
  project.provide("portalSecrets", { AUTH_SECRET: process.env.AUTH_SECRET ?? "", PORTAL_ENCRYPTION_KEY: process.env.PORTAL_ENCRYPTION_KEY ?? "" });
}

export async function teardown() {
  await system?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
