/**
 * Brings the whole system up: a database (the given DATABASE_URL, or an embedded PostgreSQL), migrations,
 * seed, a production build when the sources changed, and the application server (scripts/app-server.ts: Next.js
 * behind the request gate; portal, credit API, docs server, and the worker it starts). Used by `npm start`, the
 * integration tests and the e2e tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { EmbeddedDatabase } from "../lib/db/embedded-postgres";
import { prepareDatabase } from "../lib/db/prepare-database";
import { nextEnv, spawnAppServer, stopProcess, waitForHealth } from "./app-instance";
import { loadLocalSecrets } from "./local-secrets";

export { startAppInstance } from "./app-instance";

export interface SystemOptions {
  port: number;
  /** `next dev` instead of a production build. */
  dev?: boolean;
  /** Where the embedded PostgreSQL keeps its data when DATABASE_URL is not given. */
  dataDir: string;
  /** Database name on the embedded server. */
  database?: string;
  /** Drop and recreate the database first (tests). */
  fresh?: boolean;
  /** Throw-away embedded cluster, deleted on stop (tests). */
  ephemeral?: boolean;
  /** Forwarded to the server's stdout/stderr. */
  inheritOutput?: boolean;
  extraEnv?: Record<string, string>;
  /** Where generated portal secrets are kept between runs (unset: fresh ones in memory, for tests). */
  secretsFile?: string;
}

export interface RunningSystem {
  baseUrl: string;
  databaseUrl: string;
  products: number;
  /** The desk API's bearer token (DESK_API_TOKEN, or the one generated into the secrets file). */
  deskApiToken: string;
  server: ChildProcess;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, "..");
const BUILD_INPUTS = ["app", "components", "lib", "public", "next.config.mjs", "package-lock.json", "postcss.config.mjs", "proxy.ts", "instrumentation.ts"];

export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    // Loaded only here: embedded-postgres (~60 MB of binaries) is a development dependency, absent from a
    // production install, which always has a DATABASE_URL.
    const { startEmbeddedPostgres } = await import("../lib/db/embedded-postgres");
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, persistent: !options.ephemeral });
    const database = options.database ?? "credito";
    if (options.fresh) await embedded.dropDatabase(database);
    await embedded.createDatabaseIfMissing(database);
    databaseUrl = embedded.urlFor(database);
  }

  try {
    // The seed encrypts branch credentials with these: set them in this process before it runs.
    const secrets = loadLocalSecrets(options.secretsFile);
    Object.assign(process.env, secrets);
    const { products } = await prepareDatabase(databaseUrl);
    if (!options.dev && needsBuild()) await runNext(["build"], {});
    const env = {
      DATABASE_URL: databaseUrl,
      PORT: String(options.port),
      ...secrets,
      // The portal calls the credit API over HTTP; by default the embedded one on this server.
      CREDIT_API_URL: process.env.CREDIT_API_URL ?? `http://127.0.0.1:${options.port}`,
      ...options.extraEnv,
    };
    const server = spawnAppServer(options.dev ?? false, env, options.inheritOutput ?? true);
    const baseUrl = `http://localhost:${options.port}`;
    await waitForHealth(baseUrl, server);
    return {
      baseUrl,
      databaseUrl,
      products,
      deskApiToken: env.DESK_API_TOKEN,
      server,
      async stop() {
        await stopProcess(server);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** A production build is reused until a source file is newer than it. */
function needsBuild(): boolean {
  const buildId = path.join(ROOT, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > builtAt);
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a directory's own time changes when an editor replaces a test file in it.
  let newest = 0;
  for (const entry of readdirSync(target)) {
    // Tests beside the code are not part of the build: editing one must not rebuild under a running suite.
    if (entry === "node_modules" || entry.startsWith(".") || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function runNext(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "next"), args, { cwd: ROOT, env: nextEnv(env), stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(" ")} failed (${code})`))));
  });
}
