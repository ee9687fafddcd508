import { seed } from "../../prisma/seed";
import { createPrismaClient } from "./client";
import { findPendingMigrations } from "./pending-migrations";
import { runPrisma } from "./run-prisma";

/** Brings a database to the current schema (`prisma migrate deploy`) and upserts the reference data. */
export async function prepareDatabase(databaseUrl: string): Promise<{ products: number; partners: number; migrationsApplied: number }> {
  const pending = await findPendingMigrations(databaseUrl);
  if (pending.length > 0) await runPrisma(["migrate", "deploy"], { env: { DATABASE_URL: databaseUrl } });
  const prisma = createPrismaClient(databaseUrl);
  try {
    return { ...(await seed(prisma)), migrationsApplied: pending.length };
  } finally {
    await prisma.$disconnect();
  }
}
