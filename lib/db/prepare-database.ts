import { seed } from "../../prisma/seed";
import { applyMigrations } from "./apply-migrations";
import { createPrismaClient } from "./client";

/** Brings a database to the current schema (lib/db/apply-migrations.ts) and upserts the reference data. */
export async function prepareDatabase(databaseUrl: string): Promise<{ products: number; partners: number; migrationsApplied: number }> {
  const applied = await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  try {
    return { ...(await seed(prisma)), migrationsApplied: applied.length };
  } finally {
    await prisma.$disconnect();
  }
}
