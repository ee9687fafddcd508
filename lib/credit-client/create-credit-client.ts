import { randomUUID } from "node:crypto";
import type { FileMetadata } from "@/lib/contract/file";
import { MAX_FILE_BYTES } from "@/lib/contract/file-signature";
import { routes, type RouteEntry } from "@/lib/contract/routes";
import { logger as rootLogger } from "@/lib/log/logger";
import { observeCreditCall } from "@/lib/metrics/credit-client-metrics";
import { requestInit, requestUrl, type RequestParts } from "./build-request";
import type { CreditCallArgs, CreditCallOutput, CreditJsonOperationId } from "./call-types";
import { FILE_TIMEOUT_MS, TOKEN_TIMEOUT_MS, defaultBaseUrl, defaultTimeoutMs, type CreditClientOptions } from "./client-options";
import { CreditApiError } from "./credit-api-error";
import { errorFromReply } from "./error-from-reply";
import { type CreditFileContent, type CreditFileUpload, fileUploadForm, readFileContent } from "./file-transfer";
import type { HttpReply } from "./http-reply";
import { logFailure } from "./log-call";
import { readReply } from "./read-reply";
import { requestToken } from "./request-token";
import { type FetchLike, type ReadOptions, sendRequest } from "./send-request";
import { sharedTokenCache, tokenCacheKey } from "./token-cache";
import { upstreamGuard } from "./upstream-guard";

export interface CreditClient {
  /**
   * Calls a route of the registry and resolves to its response, parsed by the route's schema. Whatever the
   * API or the network did wrong rejects with a CreditApiError. (Document content has its own two methods.)
   */
  call<K extends CreditJsonOperationId>(operationId: K, ...args: CreditCallArgs<K>): Promise<CreditCallOutput<K>>;
  /**
   * `POST /v1/File`: sends a document (multipart) and resolves to its metadata; `id` is the `fileId` of upload
   * items. Over 10 MiB it rejects before sending ("validation" on `file`); the server's 413/415/400 name the
   * part too. The same bytes sent again give the same file.
   */
  uploadFile(upload: CreditFileUpload): Promise<FileMetadata>;
  /** `GET /v1/File/{id}`: the bytes, their type and name, checked against the ETag (SHA-256). */
  /**
   * A file's content: a stored document (`downloadFile`) or one the API renders for an operation (its CET
   * worksheet, its CCB), all checked the same way (accepted type, SHA-256 equal to the ETag).
   */
  downloadFile(id: string, operationId?: DownloadOperationId): Promise<CreditFileContent>;
  /** Obtains a token (or reuses the cached one): resolves when the upstream accepts the credential. */
  authenticate(): Promise<void>;
  readonly baseUrl: string;
}

type Init = RequestInit & { headers: Headers };

/** The routes whose answer is a file addressed by an id. */
export type DownloadOperationId = "downloadFile" | "getCreditNoteCetWorksheet" | "getCreditNoteCcb";

/**
 * The portal's only way to the credit API. Each call: bearer token from the cache (one shared request when
 * missing or near expiry), the request built from the route's definition, one renewal and retry on 401,
 * the answer checked against the route's response schema.
 */
export function createCreditClient(options: CreditClientOptions): CreditClient {
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs();
  const guard = upstreamGuard("credit-api", baseUrl);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const tokens = options.tokenCache ?? sharedTokenCache;
  const log = (options.logger ?? rootLogger).child({ component: "credit-client" });
  const { credential } = options;
  const tokenKey = tokenCacheKey(baseUrl, credential.clientId, credential.clientSecret);

  // The token request is shared by concurrent calls and made about once an hour: it gets its own, longer timeout
  // (the server checks the secret with a deliberately slow hash) rather than one caller's budget.
  const issueToken = async () => {
    const requestId = randomUUID();
    const startedAt = performance.now();
    const fields = { operationId: "issueToken", method: "POST", clientId: credential.clientId, requestId };
    try {
      const token = await requestToken({ fetch: fetchImpl, baseUrl, credential, timeoutMs: Math.max(timeoutMs, TOKEN_TIMEOUT_MS), requestId });
      log.debug("token emitido", { ...fields, durationMs: elapsed(startedAt), expiresIn: token.expiresInSeconds });
      observeCreditCall("issueToken", startedAt);
      return token;
    } catch (error) {
      observeCreditCall("issueToken", startedAt, error);
      logFailure(log, error, { ...fields, durationMs: elapsed(startedAt) });
      throw error;
    }
  };

  /** One exchange with the token of the moment (a FormData body is serialised again on each attempt). */
  const exchange = (route: RouteEntry, url: string, init: Init, read: ReadOptions, accessToken?: string): Promise<HttpReply> => {
    const headers = new Headers(init.headers);
    if (accessToken !== undefined) headers.set("authorization", `Bearer ${accessToken}`);
    return sendRequest(fetchImpl, url, { ...init, headers }, read.binaryUpTo === undefined ? timeoutMs : Math.max(timeoutMs, FILE_TIMEOUT_MS), route.operationId, read);
  };

  /** The exchange, with one token renewal and retry on 401 (expired early or revoked); a second 401 is final. */
  const send = async (route: RouteEntry, url: string, init: Init, read: ReadOptions = {}) => {
    if (route.auth === "none") return { reply: await exchange(route, url, init, read), renewedToken: false };
    const accessToken = await withinBudget(tokens.get(tokenKey, issueToken), read.budget);
    const reply = await exchange(route, url, init, read, accessToken);
    if (reply.status !== 401) return { reply, renewedToken: false };
    tokens.discard(tokenKey, accessToken);
    const renewed = await withinBudget(tokens.get(tokenKey, issueToken), read.budget);
    return { reply: await exchange(route, url, init, read, renewed), renewedToken: true };
  };

  /**
   * Runs one call of `route` with its log line: debug on success; on failure the kind, status, trace id and
   * field paths. The path template only, never the URL (the query may carry a CPF), a body or a file name.
   */
  async function logged<T>(route: RouteEntry, run: (requestId: string, noteRenewal: (renewed: boolean) => void) => Promise<{ data: T; status: number }>): Promise<T> {
    const requestId = randomUUID();
    const startedAt = performance.now();
    const fields = { operationId: route.operationId, method: route.method, path: route.path, requestId };
    let renewedToken = false;
    try {
      const { data, status } = await run(requestId, (renewed) => (renewedToken = renewed));
      log.debug("chamada à API de crédito", { ...fields, status, durationMs: elapsed(startedAt), renewedToken });
      observeCreditCall(route.operationId, startedAt);
      return data;
    } catch (error) {
      observeCreditCall(route.operationId, startedAt, error);
      logFailure(log, error, { ...fields, durationMs: elapsed(startedAt), renewedToken });
      throw error;
    }
  }

  async function call<K extends CreditJsonOperationId>(operationId: K, ...args: CreditCallArgs<K>): Promise<CreditCallOutput<K>> {
    const route: RouteEntry = routes[operationId];
    // The types keep file routes out of `call`; JavaScript callers get told where to go.
    if (route.responseMediaTypes !== undefined || route.bodyMediaTypes?.includes("multipart/form-data")) {
      throw new TypeError(`${operationId} carries a file: use uploadFile/downloadFile`);
    }
    const parts: RequestParts = args[0] ?? {};
    const guarded = { operationId, idempotent: route.method === "GET", budgetMs: timeoutMs };
    return logged(route, (requestId, noteRenewal) =>
      guard.run(guarded, async (budget) => {
        const sent = await send(route, requestUrl(baseUrl, route, parts), requestInit(route, parts, requestId), { budget });
        noteRenewal(sent.renewedToken);
        return { data: readReply(operationId, route, sent.reply) as CreditCallOutput<K>, status: sent.reply.status };
      }),
    );
  }

  async function uploadFile(upload: CreditFileUpload): Promise<FileMetadata> {
    const route: RouteEntry = routes.uploadFile;
    const guarded = { operationId: route.operationId, idempotent: false, budgetMs: Math.max(timeoutMs, FILE_TIMEOUT_MS) };
    return logged(route, (requestId, noteRenewal) => guard.run(guarded, async (budget) => {
      const body = fileUploadForm(upload);
      // The Content-Type (with its boundary) is written by fetch for a FormData body.
      const init: Init = { method: route.method, headers: new Headers({ accept: "application/json", "x-request-id": requestId }), body, redirect: "manual", cache: "no-store" };
      const sent = await send(route, requestUrl(baseUrl, route, {}), init, { budget });
      noteRenewal(sent.renewedToken);
      return { data: readReply(route.operationId, routes.uploadFile, sent.reply), status: sent.reply.status };
    }));
  }

  async function downloadFile(id: string, operationId: DownloadOperationId = "downloadFile"): Promise<CreditFileContent> {
    const route: RouteEntry = routes[operationId];
    const guarded = { operationId: route.operationId, idempotent: true, budgetMs: Math.max(timeoutMs, FILE_TIMEOUT_MS) };
    return logged(route, (requestId, noteRenewal) => guard.run(guarded, async (budget) => {
      const init: Init = { method: route.method, headers: new Headers({ accept: route.responseMediaTypes?.join(", ") ?? "*/*", "x-request-id": requestId }), redirect: "manual", cache: "no-store" };
      const sent = await send(route, requestUrl(baseUrl, route, { params: { id } }), init, { binaryUpTo: MAX_FILE_BYTES, budget });
      noteRenewal(sent.renewedToken);
      if (sent.reply.status !== 200) throw errorFromReply(route.operationId, sent.reply);
      return { data: readFileContent(sent.reply), status: sent.reply.status };
    }));
  }

  async function authenticate(): Promise<void> {
    await guard.run({ operationId: "issueToken", idempotent: false, budgetMs: timeoutMs }, () => tokens.get(tokenKey, issueToken));
  }

  return { call, uploadFile, downloadFile, authenticate, baseUrl };
}

/**
 * Waits for the shared token request no longer than this call's budget. The request itself goes on (its own
 * timeout) and is cached for the next call; its failure is then nobody's to handle, hence the empty catch.
 */
function withinBudget(token: Promise<string>, budget: AbortSignal | undefined): Promise<string> {
  if (!budget) return token;
  token.catch(() => undefined);
  if (budget.aborted) return Promise.reject(budgetSpent());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(budgetSpent());
    budget.addEventListener("abort", onAbort, { once: true });
    token.then(
      (value) => {
        budget.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        budget.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

function budgetSpent(): CreditApiError {
  return new CreditApiError({ kind: "timeout", operationId: "issueToken", title: "sem resposta no prazo" });
}

function elapsed(startedAt: number): number {
  return Math.round(performance.now() - startedAt);
}
