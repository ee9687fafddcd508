/**
 * When the application server received a request (scripts/app-server.ts stamps it, replacing whatever a client
 * sent), so the credit API's budget counts from the person's click, not from when a loaded server got to the call.
 */
export const RECEIVED_AT_HEADER = "x-portal-received-at";

/** A call never gets less than this (or the whole budget, if smaller): a request queued long still tries once. */
const MIN_CALL_MS = 1_000;

/**
 * The budget of a request's calls to the credit API: the configured one less the time the request already waited
 * before its first call (queued for the CPU under load). Without a stamp (a worker, a script): the whole budget.
 */
export function callBudgetMs(budgetMs: number, receivedAtHeader: string | null | undefined, now: number = Date.now()): number {
  const receivedAt = Number(receivedAtHeader);
  if (!receivedAtHeader || !Number.isFinite(receivedAt) || receivedAt <= 0) return budgetMs;
  const waited = Math.max(0, now - receivedAt);
  return Math.max(Math.min(budgetMs, MIN_CALL_MS), budgetMs - waited);
}
