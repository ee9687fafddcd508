import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { trackPool } from "../metrics/db-pool-metrics";
import { PrismaClient } from "./generated/client";

/**
 * The one Prisma client of the process, through the pg driver adapter (JS engine: no native binary).
 * Kept on globalThis so Next.js hot reload in development does not open a new pool per reload.
 */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function createPrismaClient(connectionString = requireDatabaseUrl()): PrismaClient {
  // The pool is made here (not by the adapter) so /metrics can read its in-use and waiting counts.
  const pool = trackPool(new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }));
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}

export function getPrisma(): PrismaClient {
  globalForPrisma.prisma ??= createPrismaClient();
  return globalForPrisma.prisma;
}

function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides one");
  return url;
}
