import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  deskRoutes,
  type DeskDecision,
  type DeskDecisionResult,
  type DeskDossier,
  type DeskQueuePage,
  type DeskQueueQueryInput,
} from "@/lib/contract/desk-api";
import { MAX_FILE_BYTES } from "@/lib/contract/file-signature";
import type { RouteDefinition } from "@/lib/contract/route-definition";
import { logger as rootLogger, type Logger } from "@/lib/log/logger";
import { requestInit, requestUrl, type RequestParts } from "./build-request";
import { FILE_TIMEOUT_MS, defaultBaseUrl, defaultTimeoutMs } from "./client-options";
import { CreditApiError, isCreditApiError } from "./credit-api-error";
import { errorFromReply } from "./error-from-reply";
import { readFileContent, type CreditFileContent } from "./file-transfer";
import { logFailure } from "./log-call";
import { readReply } from "./read-reply";
import { sendRequest, type FetchLike, type ReadOptions } from "./send-request";
import { upstreamGuard } from "./upstream-guard";

/**
 * The portal's client of the desk API (`/desk-api/...` of the credit API's upstream), on the same machinery as
 * `createCreditClient` (request building, upstream guard, reply reading, error kinds, log lines): one HTTP exchange with a timeout, problem+json turned into a typed `CreditApiError`, answers checked
 * against the desk API's schemas (lib/contract/desk-api.ts), one masked log line per failure (the path template,
 * never ids, reasons or the token). The bearer token is `DESK_API_TOKEN`, read on the server only.
 */
export interface DeskClient {
  listQueue(query?: DeskQueueQueryInput): Promise<DeskQueuePage>;
  getDossier(id: string): Promise<DeskDossier>;
  /** Applies a decision; the reason is stored in the operation's history. */
  decide(id: string, decision: DeskDecision, reason: string): Promise<DeskDecisionResult>;
  /** A document of the dossier: the bytes, checked against the ETag (SHA-256). */
  downloadFile(id: string, fileId: string): Promise<CreditFileContent>;
}

export interface DeskClientOptions {
  /** Default: the credit API's upstream (`CREDIT_API_URL`, else this server). */
  baseUrl?: string;
  /** Default: `DESK_API_TOKEN`. */
  token?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  logger?: Logger;
}

/** What an exchange needs of a desk route. */
type Route = Pick<RouteDefinition, "method" | "path" | "body" | "responseMediaTypes"> & { readonly operationId: string };

const MISCONFIGURED = "A mesa de crédito não está configurada neste servidor (DESK_API_TOKEN ausente); avise o administrador.";
const TOKEN_REFUSED = "O serviço de crédito recusou o token da mesa (DESK_API_TOKEN); avise o administrador.";

export function createDeskClient(options: DeskClientOptions = {}): DeskClient {
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs();
  const guard = upstreamGuard("desk-api", baseUrl);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const log = (options.logger ?? rootLogger).child({ component: "desk-client" });
  const token = (options.token ?? process.env.DESK_API_TOKEN ?? "").trim();

  async function exchange<T>(route: Route, parts: RequestParts, read: (reply: Awaited<ReturnType<typeof sendRequest>>) => T, readOptions: ReadOptions = {}): Promise<T> {
    const requestId = randomUUID();
    const startedAt = performance.now();
    const fields = { operationId: route.operationId, method: route.method, path: route.path, requestId };
    try {
      if (token === "") throw new CreditApiError({ kind: "credentials", operationId: route.operationId, title: "DESK_API_TOKEN ausente", userMessage: MISCONFIGURED });
      const init = requestInit(route, parts, requestId);
      if (route.responseMediaTypes) init.headers.set("accept", route.responseMediaTypes.join(", "));
      init.headers.set("authorization", `Bearer ${token}`);
      const budgetMs = readOptions.binaryUpTo === undefined ? timeoutMs : Math.max(timeoutMs, FILE_TIMEOUT_MS);
      const guarded = { operationId: route.operationId, idempotent: route.method === "GET", budgetMs };
      const { data, reply } = await guard.run(guarded, async (budget) => {
        const answer = await sendRequest(fetchImpl, requestUrl(baseUrl, route, parts), init, budgetMs, route.operationId, { ...readOptions, budget });
        return { data: read(answer), reply: answer };
      });
      log.debug("chamada à API da mesa", { ...fields, status: reply.status, durationMs: Math.round(performance.now() - startedAt) });
      return data;
    } catch (error) {
      const reported = isCreditApiError(error) && error.kind === "unauthorized" ? withUserMessage(error, TOKEN_REFUSED) : error;
      logFailure(log, reported, { ...fields, durationMs: Math.round(performance.now() - startedAt) });
      throw reported;
    }
  }

  function json<S extends z.ZodType>(route: Route & { readonly response: S }, parts: RequestParts): Promise<z.output<S>> {
    return exchange(route, parts, (reply) => readReply(route.operationId, route, reply));
  }

  return {
    listQueue: (query = {}) => json(deskRoutes.listDeskQueue, { query }),
    getDossier: (id) => json(deskRoutes.getDeskDossier, { params: { id } }),
    decide: (id, decision, reason) => json(deskRoutes.decideDesk, { params: { id, decision }, body: { reason } }),
    downloadFile: (id, fileId) =>
      exchange(
        deskRoutes.downloadDeskFile,
        { params: { id, fileId } },
        (reply) => {
          if (reply.status !== 200) throw errorFromReply(deskRoutes.downloadDeskFile.operationId, reply);
          return readFileContent(reply);
        },
        { binaryUpTo: MAX_FILE_BYTES },
      ),
  };
}

function withUserMessage(error: CreditApiError, userMessage: string): CreditApiError {
  return new CreditApiError({
    kind: error.kind,
    operationId: error.operationId,
    ...(error.status !== undefined && { status: error.status }),
    title: error.title,
    ...(error.detail !== undefined && { detail: error.detail }),
    fieldErrors: error.fieldErrors,
    ...(error.traceId !== undefined && { traceId: error.traceId }),
    userMessage,
  });
}
