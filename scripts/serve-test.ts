/**
 * The system for automated tests: a throw-away embedded PostgreSQL (or TEST_DATABASE_URL, which must point to
 * this machine), a fresh database, the production build, on TEST_PORT. Used by Playwright's webServer.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSystem } from "./system";
import { assertLocalDatabase } from "./assert-local-database";
import { removeTestSystemFile, writeTestSystemFile } from "./test-system-file";

async function main() {
  delete process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    assertLocalDatabase(process.env.TEST_DATABASE_URL);
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  }
  const port = Number(process.env.TEST_PORT ?? 3100);
  // Cheaper password hashes (N=2^11): the seed's demo operators and the server's sign-ins. Every spec signs in, and
  // the production cost is no part of what the browser tests check (lib/portal/auth/decoy-password-hash.test.ts).
  process.env.PASSWORD_SCRYPT_N ??= "2048";
  const system = await startSystem({
    port,
    dataDir: mkdtempSync(path.join(tmpdir(), "credito-e2e-")),
    database: "credito_e2e",
    fresh: true,
    ephemeral: true,
    extraEnv: {
      PIPELINE_STAGE_SECONDS: process.env.PIPELINE_STAGE_SECONDS ?? "1",
      // Stages applied within 0.1 s of falling due (500 ms by default): the flows that wait for ten stages gain ~2 s.
      PIPELINE_TICK_MS: process.env.PIPELINE_TICK_MS ?? "100",
      // The sandbox worker answers a margin authorization in 1 s (2 by default): the wizards' flows wait on it on screen.
      MARGIN_AUTHORIZATION_CONFIRM_SECONDS: process.env.MARGIN_AUTHORIZATION_CONFIRM_SECONDS ?? "1",
      CONTRACT_CHECK_RESPONSES: "1",
      // The board's e2e tests watch operations move and alert within a test's time.
      TRACKER_SCAN_SECONDS: "2",
      // The operation page's e2e tests watch an operation move on screen.
      TRACKER_OPEN_OPERATION_SECONDS: "2",
      BOARD_ALERT_LIMITS: "Draft=30s",
      // Shared CI machines are loaded: the e2e flows are not about the 2.5 s production budget.
      CREDIT_API_TIMEOUT_MS: process.env.CREDIT_API_TIMEOUT_MS ?? "15000",
      // The e2e tests take the desk's decisions through the desk API to bring operations to every status.
      DESK_API_TOKEN: process.env.E2E_DESK_API_TOKEN ?? "e2e-desk-token-not-a-secret",
    },
  });
  // For specs that start one more instance on this database (e2e/resilience.spec.ts).
  writeTestSystemFile(port, {
    baseUrl: system.baseUrl,
    env: {
      DATABASE_URL: system.databaseUrl,
      AUTH_SECRET: process.env.AUTH_SECRET ?? "",
      PORTAL_ENCRYPTION_KEY: process.env.PORTAL_ENCRYPTION_KEY ?? "",
      DESK_API_TOKEN: system.deskApiToken,
    },
  });
  const stop = () => {
    removeTestSystemFile(port);
    void system.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.stdout.write(`test system ready at ${system.baseUrl}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`test system failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
