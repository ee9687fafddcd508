/** Test doubles for the client's unit tests: a scripted fetch that records requests, and a log capture. */
import { createHash } from "node:crypto";
import { createLogger, type Logger } from "@/lib/log/logger";
import { isCreditApiError, type CreditApiError } from "./credit-api-error";
import type { FetchLike } from "./send-request";

export interface RecordedRequest {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  /** A JSON body parsed, a multipart body as its FormData. */
  readonly body: unknown;
  readonly signal: AbortSignal | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch that answers with `handler` and keeps every request it received. */
export function fakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request: RecordedRequest = {
      url: new URL(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests, apiRequests: () => requests.filter(({ url }) => url.pathname !== "/oauth/token"), tokenRequests: () => requests.filter(({ url }) => url.pathname === "/oauth/token") };
}

/**
 * A fake credit API: `/oauth/token` issues `token-1`, `token-2`... (or answers `tokenReply`), and every other
 * path is answered by `api`.
 */
export function fakeCreditApi(api: FakeHandler, options: { expiresIn?: number; tokenReply?: FakeHandler } = {}) {
  let issued = 0;
  return fakeFetch((request) => {
    if (request.url.pathname !== "/oauth/token") return api(request);
    if (options.tokenReply) return options.tokenReply(request);
    issued += 1;
    return jsonReply({ access_token: `token-${issued}`, token_type: "Bearer", expires_in: options.expiresIn ?? 3600 });
  });
}

export function jsonReply(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** A file answer as `GET /v1/File/{id}` gives it (`etag` defaults to the bytes' SHA-256). */
export function fileReply(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Response {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return new Response(bytes, {
    status: 200,
    headers: { "content-type": "application/pdf", etag: `"${sha256}"`, "content-disposition": `attachment; filename="termo.pdf"; filename*=UTF-8''termo.pdf`, ...headers },
  });
}

export function problemReply(status: number, problem: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  const body = { type: "about:blank", title: `HTTP ${status}`, status, ...problem };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", ...headers } });
}

/** A fetch answer that never comes: it only ends when the request's signal aborts (the client's timeout). */
export function neverAnswers(request: RecordedRequest): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal?.addEventListener("abort", () => reject(request.signal?.reason), { once: true });
  });
}

/** A logger at debug level whose lines are kept in memory. */
export function captureLogs(): { logger: Logger; lines: string[]; text: () => string; parsed: () => Array<Record<string, unknown>> } {
  const lines: string[] = [];
  const logger = createLogger({ level: "debug", sink: (_level, line) => lines.push(line) });
  return { logger, lines, text: () => lines.join("\n"), parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

export const CPF = "10000001929";
export const PERSON_ID = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";

/** A NaturalPerson as the API answers it. */
export function personRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: PERSON_ID,
    registrationNumber: CPF,
    name: "Maria Exemplo",
    birthDate: "1988-04-12",
    uploads: [],
    createdAt: "2026-05-01T12:00:00Z",
    updatedAt: "2026-05-01T12:00:00Z",
    ...overrides,
  };
}

/** The CreditApiError a call rejects with (a test failure if it resolves or throws anything else). */
export async function creditFailure(promise: Promise<unknown>): Promise<CreditApiError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isCreditApiError(outcome)) throw new Error(`expected a CreditApiError, got ${String(outcome)}`);
  return outcome;
}
