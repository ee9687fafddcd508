import type { Logger } from "@/lib/log/logger";
import type { CreditCredential } from "./request-token";
import type { FetchLike } from "./send-request";
import type { TokenCache } from "./token-cache";

export interface CreditClientOptions {
  /** The API client credential of the branch or partner acting (never the operator's own password). */
  credential: CreditCredential;
  /** Upstream; default `CREDIT_API_URL`, else this server (`http://127.0.0.1:$PORT`, the embedded API). */
  baseUrl?: string;
  /**
   * Budget of one call, token request, renewal and retries included. Default `CREDIT_API_TIMEOUT_MS`, else 2.5 s:
   * a page waits on the API at most this before showing what it has. File transfers get at least 15 s.
   */
  timeoutMs?: number;
  /** Injectable for tests; default the global fetch. */
  fetch?: FetchLike;
  /** Default: the process-wide cache, so every client of a credential shares one token. */
  tokenCache?: TokenCache;
  /** Default: lib/log's root logger. */
  logger?: Logger;
}

export const DEFAULT_TIMEOUT_MS = 2_500;
/** The token request (shared by concurrent calls, about once an hour per credential). */
export const TOKEN_TIMEOUT_MS = 10_000;
/** Sending or reading a document of up to 10 MiB. */
export const FILE_TIMEOUT_MS = 15_000;

export function defaultTimeoutMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const configured = Number(env.CREDIT_API_TIMEOUT_MS);
  return Number.isFinite(configured) && configured >= 100 ? configured : DEFAULT_TIMEOUT_MS;
}

/** Read when the client is created (not at import), so a test or a script can set the variables first. */
export function defaultBaseUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.CREDIT_API_URL?.trim();
  if (configured) return configured;
  return `http://127.0.0.1:${env.PORT?.trim() || "3000"}`;
}
