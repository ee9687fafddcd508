/**
 * An extra application server for tests that need one configured differently from the suite's (its own
 * database, tracker on, METRICS_TOKEN...): scripts/app-server.ts from the same build, started and stopped by
 * the test. The database must already be migrated (it refuses to start otherwise, as in production).
 */
import { randomBytes } from "node:crypto";
import { startAppInstance, type AppInstance } from "@/scripts/app-instance";

export type { AppInstance };

/** Fresh portal secrets for a test system (both instances of one system must share them). */
export function testSecrets(): Record<string, string> {
  return {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PORTAL_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DESK_API_TOKEN: `desk_test_${randomBytes(16).toString("base64url")}`,
  };
}

/** Calls its own credit API unless `env` says otherwise; quiet unless INTEGRATION_SERVER_LOGS=1. */
export function startTestInstance(options: { port: number; databaseUrl: string; env: Record<string, string> }): Promise<AppInstance> {
  return startAppInstance({
    port: options.port,
    env: { DATABASE_URL: options.databaseUrl, CREDIT_API_URL: `http://127.0.0.1:${options.port}`, LOG_LEVEL: "error", ...options.env },
    inheritOutput: process.env.INTEGRATION_SERVER_LOGS === "1",
  });
}
