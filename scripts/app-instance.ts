/**
 * An application server process (scripts/app-server.ts) on a build and database that already exist: the pieces
 * scripts/system.ts starts the system with, and one more instance for tests (no database code here, so a
 * Playwright spec can load it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/**
 * One more application server on the same database and build (tests, the resilience bench): e.g. a portal whose
 * CREDIT_API_URL points at a fault-injecting proxy. `env` must carry DATABASE_URL and the portal's secrets.
 */
export async function startAppInstance(options: { port: number; env: Record<string, string>; inheritOutput?: boolean }): Promise<AppInstance> {
  const server = spawnAppServer(false, { PORT: String(options.port), ...options.env }, options.inheritOutput ?? false);
  const baseUrl = `http://localhost:${options.port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return { baseUrl, process: server, stop: () => stopProcess(server) };
}

export interface AppInstance {
  readonly baseUrl: string;
  /** For tests that kill it without warning. */
  readonly process: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export function nextEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

export function spawnAppServer(dev: boolean, env: Record<string, string>, inheritOutput: boolean): ChildProcess {
  const args = ["--import", "tsx", path.join(ROOT, "scripts", "app-server.ts"), ...(dev ? ["--dev"] : [])];
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: nextEnv({ NODE_ENV: dev ? "development" : "production", ...env }),
    stdio: inheritOutput ? ["ignore", "inherit", "inherit"] : "ignore",
  });
}

export async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/health within ${timeoutMs / 1000} s`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
