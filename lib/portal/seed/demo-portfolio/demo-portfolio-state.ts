/**
 * When the demo portfolio is created, in one rule: `DEMO_PORTFOLIO=on` (set by `npm start` unless the variable
 * says `off`; nothing else sets it, so tests and other deployments never create it), and a database with no
 * operation at all (no credit note, no tracked operation) and no earlier demo portfolio. The marker row
 * (`portal_demo_portfolio`, id 1) is claimed in the same statement that checks, before the first operation is
 * created: a restart, or a second instance on the same database, finds it and creates nothing.
 * No server-only imports: `npm start` reads the state for its banner.
 */
import type { PrismaClient } from "@/lib/db/generated/client";

/** `on` only when asked (npm start asks unless DEMO_PORTFOLIO=off). */
export function demoPortfolioEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.DEMO_PORTFOLIO?.trim().toLowerCase() === "on";
}

/** What `npm start` forwards to the server: `off` when the operator turned it off, `on` otherwise. */
export function demoPortfolioSetting(value: string | undefined): "on" | "off" {
  return ["off", "0", "false", "no"].includes(value?.trim().toLowerCase() ?? "") ? "off" : "on";
}

/** Claims the marker when the database is fresh; false when it holds operations or a demo portfolio already. */
export async function claimDemoPortfolio(prisma: PrismaClient): Promise<boolean> {
  const claimed = await prisma.$queryRaw<Array<{ id: number }>>`
    INSERT INTO portal_demo_portfolio (id)
    SELECT 1
    WHERE NOT EXISTS (SELECT 1 FROM credit_note) AND NOT EXISTS (SELECT 1 FROM portal_tracked_operation)
    ON CONFLICT (id) DO NOTHING
    RETURNING id`;
  return claimed.length === 1;
}

export async function finishDemoPortfolio(prisma: PrismaClient, result: { operations: number; failures: number }): Promise<void> {
  await prisma.portalDemoPortfolio.update({ where: { id: 1 }, data: { finishedAt: new Date(), ...result } });
}

export type DemoPortfolioState =
  | { readonly kind: "off" }
  /** No operations and no marker: the server creates it once it answers. */
  | { readonly kind: "fresh" }
  | { readonly kind: "creating"; readonly startedAt: Date }
  | { readonly kind: "created"; readonly finishedAt: Date; readonly operations: number; readonly failures: number }
  /** Claimed before `since` and never finished (the server stopped meanwhile): not resumed. */
  | { readonly kind: "interrupted"; readonly startedAt: Date }
  /** The database had operations of its own: no demo portfolio. */
  | { readonly kind: "not-created" };

/** For the banner: `since` is when this start began (a marker claimed before it belongs to an earlier run). */
export async function demoPortfolioState(prisma: PrismaClient, enabled: boolean, since: Date): Promise<DemoPortfolioState> {
  const marker = await prisma.portalDemoPortfolio.findUnique({ where: { id: 1 } });
  if (marker?.finishedAt) return { kind: "created", finishedAt: marker.finishedAt, operations: marker.operations, failures: marker.failures };
  if (!enabled) return { kind: "off" };
  if (marker) return marker.startedAt >= since ? { kind: "creating", startedAt: marker.startedAt } : { kind: "interrupted", startedAt: marker.startedAt };
  const [notes, tracked] = await Promise.all([prisma.creditNote.count(), prisma.portalTrackedOperation.count()]);
  return notes === 0 && tracked === 0 ? { kind: "fresh" } : { kind: "not-created" };
}
