import "server-only";
import { headers } from "next/headers";
import { defaultTimeoutMs } from "@/lib/credit-client";
import { callBudgetMs, RECEIVED_AT_HEADER } from "@/lib/http/request-received-at";

/**
 * Within a request, the calls' budget counts from the request's arrival: fifty pages queued for two cores would
 * otherwise each start a full budget late. Outside one (the tracker, the demo seed) the whole budget.
 */
export async function requestCallBudgetMs(): Promise<number> {
  let stamp: string | null = null;
  try {
    stamp = (await headers()).get(RECEIVED_AT_HEADER);
  } catch {
    // not in a request
  }
  return callBudgetMs(defaultTimeoutMs(), stamp);
}
