/**
 * `npm run db:new-migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL
 * that brings a database at the current migrations to prisma/schema.prisma.
 *
 * `prisma migrate dev` cannot be used here (its shadow database bypasses the driver adapter; see
 * shared/TOOLCHAIN.md), so this diffs the existing migrations, replayed in a throw-away embedded PostgreSQL,
 * against the schema.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/db/embedded-postgres";
import { runPrisma } from "../lib/db/run-prisma";

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: npm run db:new-migration -- <snake_case_name>");
  const dataDir = await mkdtemp(path.join(tmpdir(), "credito-migration-"));
  const server = await startEmbeddedPostgres({ dataDir, port: 55400, persistent: false });
  try {
    await server.createDatabaseIfMissing("scratch");
    const env = { DATABASE_URL: server.urlFor("scratch") };
    const sql = await runPrisma(
      [
        "migrate", "diff",
        "--from-migrations", "prisma/migrations",
        "--to-schema-datamodel", "prisma/schema.prisma",
        "--script",
      ],
      { env, capture: true },
    );
    if (!/\S/.test(sql.replace(/^--.*$/gm, ""))) {
      process.stdout.write("schema and migrations already agree: nothing to write\n");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "migration.sql"), sql);
    process.stdout.write(`wrote ${dir}/migration.sql\n`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
