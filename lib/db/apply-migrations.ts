import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Applies the SQL migrations of prisma/migrations that the database has not recorded, in name order, the way
 * `prisma migrate deploy` does and in its own bookkeeping table (`_prisma_migrations`, same columns, checksum =
 * SHA-256 of migration.sql), so the two stay interchangeable. It runs without the Prisma CLI: a production
 * install (`npm ci --omit=dev`) has no `prisma` package, and the CLI's WebAssembly engine takes ~10 s to start.
 * One advisory lock (Prisma's own key) keeps instances started together, and the CLI, from migrating at once.
 * Each script is sent whole (simple-query protocol: one implicit transaction), so a failed migration leaves
 * nothing half-done; it is recorded as failed and blocks later runs until resolved, as with Prisma.
 */
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function migrationsDirectory(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? path.join("prisma", "migrations"));
}

/** Migration directory names, in the order they apply. */
export function availableMigrations(migrationsDir = migrationsDirectory()): string[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Migrations the database has not recorded as applied (all of them on an empty database). Reads only. */
export async function pendingMigrations(databaseUrl: string, migrationsDir = migrationsDirectory()): Promise<string[]> {
  const available = availableMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ present: boolean }>("SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present");
    if (!table.rows[0]?.present) return available;
    const applied = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Set(applied.rows.map((row) => row.migration_name));
    return available.filter((name) => !done.has(name));
  } finally {
    await client.end();
  }
}

/** Returns the names it applied (none when the database was current). */
export async function applyMigrations(databaseUrl: string, migrationsDir = migrationsDirectory()): Promise<string[]> {
  const available = availableMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const rows = await client.query<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = rows.rows.filter((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed.length > 0) {
      throw new Error(
        `migration ${failed.map((row) => row.migration_name).join(", ")} failed earlier; fix the database, then mark it rolled back (prisma migrate resolve --rolled-back <name>) before migrating again`,
      );
    }
    const done = new Set(rows.rows.filter((row) => row.finished_at !== null && row.rolled_back_at === null).map((row) => row.migration_name));
    const applied: string[] = [];
    for (const name of available) {
      if (done.has(name)) continue;
      const script = readFileSync(path.join(migrationsDir, name, "migration.sql"));
      const id = randomUUID();
      await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)`, [
        id,
        createHash("sha256").update(script).digest("hex"),
        name,
      ]);
      try {
        await client.query(script.toString("utf8"));
      } catch (error) {
        await client.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
      applied.push(name);
    }
    return applied;
  } finally {
    // Ending the session releases the advisory lock too.
    await client.end();
  }
}
