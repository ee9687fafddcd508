import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter } from "next-auth/adapters";
import { getPrisma } from "@/lib/db/client";

/**
 * Auth.js's Prisma adapter over the portal's models (`User` = operator, `Session` = one row per sign-in).
 * Our client is generated into lib/db/generated; the adapter only calls model delegates, which it has.
 */
export function portalAuthAdapter(): Adapter {
  return PrismaAdapter(getPrisma() as unknown as Parameters<typeof PrismaAdapter>[0]);
}
