import "server-only";
import { isCreditApiError } from "@/lib/credit-client";

/** What a page renders when the credit API failed: the pt-BR reason and when to try again by itself. */
export interface UpstreamFailure {
  readonly ok: false;
  readonly message: string;
  readonly retryInSeconds: number;
}

export type UpstreamRead<T> = { readonly ok: true; readonly data: T } | UpstreamFailure;

const RETRY_SECONDS = 15;

/**
 * A page's read of the credit API, its failure turned into a value the page shows (a message and a retry) instead
 * of an error page or, worse, an empty list that pretends there is nothing. Errors that are not the API's pass.
 */
export async function readUpstream<T>(load: () => Promise<T>): Promise<UpstreamRead<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    if (!isCreditApiError(error)) throw error;
    return { ok: false, message: error.userMessage, retryInSeconds: Math.min(Math.max(error.retryAfterSeconds ?? RETRY_SECONDS, 5), 120) };
  }
}
