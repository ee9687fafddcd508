/**
 * `npm run db:migrate`: brings DATABASE_URL's database to the current schema and upserts the reference data (the
 * same step `npm start` runs before the server; lib/db/prepare-database.ts). A deployment runs it once per
 * release, before starting the new app instances: they do not migrate by themselves (scripts/app-server.ts).
 * Safe to run again, and from several places at once (an advisory lock serialises them).
 */
import { prepareDatabase } from "../lib/db/prepare-database";
import { exitOnProductionStartProblems } from "../lib/ops/production-checks";

async function main() {
  exitOnProductionStartProblems("db:migrate");
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const startedAt = Date.now();
  const result = await prepareDatabase(databaseUrl);
  process.stdout.write(
    `database ready: ${result.migrationsApplied} migration(s) applied, ${result.products} products and ${result.partners} sandbox partners seeded (${Date.now() - startedAt} ms)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
