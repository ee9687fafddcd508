/**
 * The HTTP side of the documentation server, for the thin route handlers of app/mcp: a fresh server and
 * transport per POST (no session state), 405 for every other method, and the status document.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { BODY_LIMITS, JSON_LIMITS, jsonLimitViolation, readBodyBytes, withProblemHandling } from "@/lib/http";
import { decodeUtf8 } from "@/lib/http/read-body";
import { logger } from "@/lib/log/logger";
import { markedText, markJsonRpcMessage } from "./protocol-marker";
import { ARGUMENT_LIMITS } from "./safety";
import { warmCorpus } from "./search/corpus";
import { createDocsServer } from "./server";
import { docsEndpointOf, docsServerStatus, publicOriginFrom } from "./status";

const log = logger.child({ component: "docs-server" });

function originOf(request: Request): string {
  return publicOriginFrom((name) => request.headers.get(name), new URL(request.url).origin);
}

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message: markedText(message) }, id: null }, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** The transport's own refusals (406, 415, malformed JSON) are written as HTTP answers: marked here. */
async function markedRefusal(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== "object" || body === null) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(markJsonRpcMessage(body as JSONRPCMessage)), { status: response.status, headers });
}

/** Resource addresses are short (`docs://guia/consignado-privado`): longer ones are refused before matching. */
export const MAX_RESOURCE_URI_LENGTH = 1024;

/** JSON-RPC messages carry MCP arguments (a `dados` payload may hold a whole creation body as text). */
const MCP_JSON_LIMITS = { ...JSON_LIMITS, maxStringLength: 40_000 };

/**
 * A body above BODY_LIMITS.mcp is still read up to this, only to learn the request's id, so the refusal is a
 * JSON-RPC error the client matches to its call; beyond it (or a declared length beyond it) the body is not
 * read at all and the answer is HTTP 413 problem+json.
 */
const MCP_HARD_CAP_BYTES = 1024 * 1024;

type Bounded = { readonly request: Request } | { readonly refusal: Response };

/**
 * Size bounds before the SDK sees the request: the body within BODY_LIMITS.mcp, valid UTF-8, the JSON shape
 * within MCP_JSON_LIMITS, and resource addresses within MAX_RESOURCE_URI_LENGTH. A message beyond them is
 * answered as a JSON-RPC error opening with the data marker (HTTP 200, the request's id), which an MCP client
 * shows as the call's error, not as a transport failure. Text that is not JSON is left to the transport.
 */
async function boundedMcpRequest(request: Request): Promise<Bounded> {
  const bytes = await readBodyBytes(request, { maxBytes: MCP_HARD_CAP_BYTES });
  const text = decodeUtf8(bytes);
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    message = undefined;
  }
  if (bytes.byteLength > BODY_LIMITS.mcp) {
    return { refusal: sizeRefusal(message, `a mensagem passa de ${BODY_LIMITS.mcp / 1024} KiB`) };
  }
  const violation = message === undefined ? undefined : (jsonLimitViolation(message, MCP_JSON_LIMITS) ?? longResourceUri(message));
  if (violation !== undefined) return { refusal: sizeRefusal(message, `${violation.field ? `${violation.field}: ` : ""}${violation.message}`) };
  return { request: new Request(request.url, { method: request.method, headers: request.headers, body: text }) };
}

function requestIdOf(message: unknown): string | number | null {
  const id = (message as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

function sizeRefusal(message: unknown, reason: string): Response {
  const text = `Pedido recusado: ${reason}. Limites do servidor de documentação: ${BODY_LIMITS.mcp / 1024} KiB por mensagem, ${MCP_JSON_LIMITS.maxStringLength.toLocaleString("pt-BR")} caracteres por texto, ${MCP_JSON_LIMITS.maxDepth} níveis de aninhamento; \`dados\` até ${ARGUMENT_LIMITS.maxPayloadChars.toLocaleString("pt-BR")} caracteres. Envie só o necessário (um corpo de requisição tem poucos kB); o conteúdo não foi guardado nem registrado.`;
  return Response.json(
    { jsonrpc: "2.0", id: requestIdOf(message), error: { code: -32602, message: markedText(text) } },
    { headers: { "cache-control": "no-store" } },
  );
}

function longResourceUri(message: unknown): { field: string; message: string } | undefined {
  const messages = Array.isArray(message) ? message : [message];
  for (const [index, item] of messages.entries()) {
    const uri = (item as { params?: { uri?: unknown } } | null)?.params?.uri;
    if (typeof uri === "string" && uri.length > MAX_RESOURCE_URI_LENGTH) {
      return {
        field: Array.isArray(message) ? `[${index}].params.uri` : "params.uri",
        message: `endereço de recurso longo demais: no máximo ${MAX_RESOURCE_URI_LENGTH} caracteres`,
      };
    }
  }
  return undefined;
}

/** `POST /mcp`: one JSON-RPC message (or batch) answered as JSON; size bounds answered as problem+json. */
export function handleMcpPost(request: Request): Promise<Response> {
  warmCorpus();
  return boundedMcpPost(request, undefined);
}

const boundedMcpPost = withProblemHandling(async (request: Request) => {
  const bounded = await boundedMcpRequest(request);
  return "refusal" in bounded ? bounded.refusal : answerMcp(bounded.request);
});

async function answerMcp(request: Request): Promise<Response> {
  const server = createDocsServer({ origin: originOf(request) });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    // Every message the server sends, the SDK's own errors included, opens with the data marker.
    const send = transport.send.bind(transport);
    transport.send = (message, options) => send(markJsonRpcMessage(message), options);
    // Transport-level refusals (406, 415, malformed JSON) are the client's; keep them out of error logs.
    server.server.onerror = (error) => log.debug("pedido MCP recusado pelo transporte", { reason: error.message });
    return await markedRefusal(await transport.handleRequest(request));
  } catch (error) {
    log.error("falha no servidor de documentação", { err: error });
    return jsonRpcError(500, -32603, "Erro interno do servidor de documentação.");
  } finally {
    // JSON responses are complete once handleRequest resolves: nothing outlives the request.
    await transport.close();
    await server.close();
  }
}

/** `GET` and `DELETE /mcp`: no SSE stream and no session to end. A browser opening the address lands here. */
export function mcpMethodNotAllowed(): Response {
  return jsonRpcError(
    405,
    -32000,
    "Método não permitido: o servidor de documentação aceita só POST (JSON-RPC do MCP, Streamable HTTP sem sessão). A página /mcp/status mostra como configurar um cliente.",
    { allow: "POST" },
  );
}

/** `GET /mcp/status.json`. */
export function mcpStatusResponse(request: Request): Response {
  return Response.json(docsServerStatus(docsEndpointOf(originOf(request))), { headers: { "cache-control": "no-store" } });
}
