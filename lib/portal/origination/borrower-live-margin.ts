import "server-only";
import type { CreditNote, FreeMargin } from "@/lib/contract";
import type { CreditClient } from "@/lib/credit-client";
import { liveMarginOf, type LiveMargin } from "./live-margin";

/** Simulation previews come a few a second while typing: the borrower's operations are read once per this. */
const TTL_MS = 20_000;
const cache = new Map<string, { readonly at: number; readonly notes: readonly CreditNote[] }>();

export interface LiveMarginOptions {
  /** The branch whose credential reads (operations are listed as this credential sees them). */
  readonly branchId: string;
  readonly personId: string;
  /** The operation being made (its own reserve is not competition). */
  readonly exceptId?: string;
  /** Read the operations now (the checks before a choice or a submission), not from the last few seconds. */
  readonly fresh?: boolean;
  readonly now?: number;
}

/**
 * The live margin (live-margin.ts) of a margin query: one `GET /v1/CreditNote?personId=…` lists the borrower's
 * operations this credential sees, with their history and plan. Operations of other correspondents are not
 * visible to it; their reserves show only in the next query after the window.
 */
export async function borrowerLiveMargin(client: CreditClient, query: FreeMargin, options: LiveMarginOptions): Promise<LiveMargin> {
  const now = options.now ?? Date.now();
  const key = `${options.branchId}:${options.personId}`;
  let entry = cache.get(key);
  if (options.fresh || !entry || now - entry.at > TTL_MS) {
    entry = { at: now, notes: (await client.call("listCreditNotes", { query: { personId: options.personId, size: 100 } })).data };
    cache.set(key, entry);
    for (const [other, value] of cache) if (now - value.at > TTL_MS) cache.delete(other);
  }
  return liveMarginOf(query, entry.notes, options.exceptId);
}

/** The query as the wizard uses it: its free margin replaced by the live one. */
export function withLiveMargin(query: FreeMargin, live: LiveMargin): FreeMargin {
  return { ...query, freeMarginInCents: live.freeMarginInCents as FreeMargin["freeMarginInCents"] };
}
