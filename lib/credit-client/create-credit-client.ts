import { randomUUID } from "node:crypto";
import { routes, type RouteEntry } from "@/lib/contract/routes";
import { logger as rootLogger } from "@/lib/log/logger";
import { requestInit, requestUrl, type RequestParts } from "./build-request";
import type { CreditCallArgs, CreditCallOutput, CreditOperationId } from "./call-types";
import { DEFAULT_TIMEOUT_MS, defaultBaseUrl, type CreditClientOptions } from "./client-options";
import type { HttpReply } from "./http-reply";
import { logFailure } from "./log-call";
import { readReply } from "./read-reply";
import { requestToken } from "./request-token";
import { sendRequest, type FetchLike } from "./send-request";
import { sharedTokenCache, tokenCacheKey } from "./token-cache";

export interface CreditClient {
  /**
   * Calls a route of the registry and resolves to its response, parsed by the route's schema. Whatever the
   * API or the network did wrong rejects with a CreditApiError.
   */
  call<K extends CreditOperationId>(operationId: K, ...args: CreditCallArgs<K>): Promise<CreditCallOutput<K>>;
  /** Obtains a token (or reuses the cached one): resolves when the upstream accepts the credential. */
  authenticate(): Promise<void>;
  readonly baseUrl: string;
}

/**
 * The portal's only way to the credit API. Each call: bearer token from the cache (one shared request when
 * missing or near expiry), the request built from the route's definition, one renewal and retry on 401,
 * the answer checked against the route's response schema.
 */
export function createCreditClient(options: CreditClientOptions): CreditClient {
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const tokens = options.tokenCache ?? sharedTokenCache;
  const log = (options.logger ?? rootLogger).child({ component: "credit-client" });
  const { credential } = options;
  const tokenKey = tokenCacheKey(baseUrl, credential.clientId, credential.clientSecret);

  const issueToken = async () => {
    const requestId = randomUUID();
    const startedAt = performance.now();
    const fields = { operationId: "issueToken", method: "POST", clientId: credential.clientId, requestId };
    try {
      const token = await requestToken({ fetch: fetchImpl, baseUrl, credential, timeoutMs, requestId });
      log.debug("token emitido", { ...fields, durationMs: elapsed(startedAt), expiresIn: token.expiresInSeconds });
      return token;
    } catch (error) {
      logFailure(log, error, { ...fields, durationMs: elapsed(startedAt) });
      throw error;
    }
  };

  /** One exchange with the token of the moment. */
  const exchange = (route: RouteEntry, url: string, parts: RequestParts, requestId: string, accessToken?: string): Promise<HttpReply> => {
    const init = requestInit(route, parts, requestId);
    if (accessToken !== undefined) init.headers.set("authorization", `Bearer ${accessToken}`);
    return sendRequest(fetchImpl, url, init, timeoutMs, route.operationId);
  };

  /** The exchange, with one token renewal and retry on 401 (expired early or revoked); a second 401 is final. */
  const send = async (route: RouteEntry, url: string, parts: RequestParts, requestId: string) => {
    if (route.auth === "none") return { reply: await exchange(route, url, parts, requestId), renewedToken: false };
    const accessToken = await tokens.get(tokenKey, issueToken);
    const reply = await exchange(route, url, parts, requestId, accessToken);
    if (reply.status !== 401) return { reply, renewedToken: false };
    tokens.discard(tokenKey, accessToken);
    const renewed = await tokens.get(tokenKey, issueToken);
    return { reply: await exchange(route, url, parts, requestId, renewed), renewedToken: true };
  };

  async function call<K extends CreditOperationId>(operationId: K, ...args: CreditCallArgs<K>): Promise<CreditCallOutput<K>> {
    const route: RouteEntry = routes[operationId];
    const parts: RequestParts = args[0] ?? {};
    const requestId = randomUUID();
    const startedAt = performance.now();
    // The path template, not the URL: ids are not personal data, but the query may carry a CPF.
    const fields = { operationId, method: route.method, path: route.path, requestId };
    let renewedToken = false;
    try {
      const url = requestUrl(baseUrl, route, parts);
      const sent = await send(route, url, parts, requestId);
      renewedToken = sent.renewedToken;
      const data = readReply(operationId, route, sent.reply) as CreditCallOutput<K>;
      log.debug("chamada à API de crédito", { ...fields, status: sent.reply.status, durationMs: elapsed(startedAt), renewedToken });
      return data;
    } catch (error) {
      logFailure(log, error, { ...fields, durationMs: elapsed(startedAt), renewedToken });
      throw error;
    }
  }

  async function authenticate(): Promise<void> {
    await tokens.get(tokenKey, issueToken);
  }

  return { call, authenticate, baseUrl };
}

function elapsed(startedAt: number): number {
  return Math.round(performance.now() - startedAt);
}
