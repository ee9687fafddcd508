import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Names of the migrations in prisma/migrations not yet applied to the database. Lets start-up skip the Prisma
 * CLI (about ten seconds of WebAssembly schema engine start-up) when the database is already current.
 */
export async function findPendingMigrations(databaseUrl: string, migrationsDir = path.resolve("prisma", "migrations")) {
  const available = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query("SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present");
    if (!table.rows[0]?.present) return available;
    const applied = await client.query<{ migration_name: string }>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
    const done = new Set(applied.rows.map((row) => row.migration_name));
    return available.filter((name) => !done.has(name));
  } finally {
    await client.end();
  }
}
