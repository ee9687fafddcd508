import "server-only";
import type { CreditClient } from "@/lib/credit-client";

const TTL_MS = 10 * 60_000;
const cache = new Map<string, { readonly at: number; readonly date: Promise<string> }>();

/**
 * The first payment date the API gives for a product and a start date (never computed here). It depends only on
 * them, so each live simulation keystroke reuses the answer for a few minutes instead of asking again; a failed
 * answer is not kept.
 */
export function firstPaymentDateFor(client: CreditClient, branchId: string, productId: string, startDate: string, now = Date.now()): Promise<string> {
  const key = `${branchId}:${productId}:${startDate}`;
  const cached = cache.get(key);
  if (cached && now - cached.at < TTL_MS) return cached.date;
  const date = client.call("getFirstPaymentDate", { query: { productId, startDate } }).then((answer) => answer.firstPaymentDate);
  cache.set(key, { at: now, date });
  date.catch(() => cache.delete(key));
  return date;
}
