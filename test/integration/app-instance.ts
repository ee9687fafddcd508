/**
 * An extra application server for tests that need one configured differently from the suite's (its own
 * database, tracker on, METRICS_TOKEN...): scripts/app-server.ts from the same build, started and stopped by
 * the test. The database must already be migrated (it refuses to start otherwise, as in production).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

export interface AppInstance {
  readonly baseUrl: string;
  readonly process: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Fresh portal secrets for a test system (both instances of one system must share them). */
export function testSecrets(): Record<string, string> {
  return {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PORTAL_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DESK_API_TOKEN: `desk_test_${randomBytes(16).toString("base64url")}`,
  };
}

export async function startAppInstance(options: { port: number; databaseUrl: string; env: Record<string, string> }): Promise<AppInstance> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/app-server.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      CREDIT_API_URL: baseUrl,
      LOG_LEVEL: "error",
      ...options.env,
    },
    stdio: process.env.INTEGRATION_SERVER_LOGS === "1" ? ["ignore", "inherit", "inherit"] : "ignore",
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app instance on port ${options.port} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the app instance on port ${options.port} did not become healthy`);
}
