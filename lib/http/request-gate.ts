/**
 * What the HTTP server (scripts/app-server.ts) checks on every request before Next.js routes it, where a
 * malformed request would otherwise surface as Next's plain-text 500 (a path that does not percent-decode
 * fails its router) or be read without bounds:
 * - the request target: at most MAX_TARGET_LENGTH characters of printable ASCII, percent-escapes that decode to
 *   valid UTF-8, and no control character once decoded, in the path and in every query parameter → 400/414;
 * - the declared body length: at most MAX_REQUEST_BODY_BYTES on the API (each route then applies its own,
 *   smaller cap while reading, lib/http/read-body.ts), at most PAGE_BODY_MAX_BYTES elsewhere → 413;
 * - elsewhere (pages, server actions, Auth.js), whose bodies are read by the framework, a body must declare its
 *   length: a chunked one could not be bounded before it is buffered → 411.
 * - the method: only those some route answers (ALLOWED_METHODS); TRACE, CONNECT and made-up ones → 405 with
 *   Allow, not the framework's 500;
 * - server actions (a POST carrying `Next-Action`) whose Origin is not the host they were sent to → 403 with a
 *   pt-BR body (the framework's own refusal is a 500); `actionOriginProblem`, checked after the front server has
 *   dropped forwarded headers no trusted proxy wrote.
 * Refusals are problem+json, like every error of the application.
 */
import { hasForbiddenCharacter } from "@/lib/contract/units";

export const MAX_TARGET_LENGTH = 8 * 1024;
/** The largest body any route accepts (a 10 MiB upload with its multipart envelope); routes cap lower. */
export const MAX_REQUEST_BODY_BYTES = 11 * 1024 * 1024;
/** Pages and server actions (next.config.mjs `serverActions.bodySizeLimit` is the same 1 MiB). */
export const PAGE_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Routes that read their own bodies through lib/http/read-body.ts, with a cap, chunked or not: the credit API, the
 * documentation server, the desk API, the signature page's endpoints, and the portal's document uploads.
 */
const API_PREFIXES = ["/v1/", "/oauth/", "/mcp", "/desk-api/", "/sign/", "/health", "/uploads/"];

export interface GateProblem {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  /** Extra response headers (`Allow` of a 405). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Every method some route of the application answers. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export function methodProblem(method: string): GateProblem | undefined {
  if ((ALLOWED_METHODS as readonly string[]).includes(method)) return undefined;
  return { ...problem(405, "method-not-allowed", "Método não permitido", `Método ${method.slice(0, 20)} não é aceito.`), headers: { allow: ALLOWED_METHODS.join(", ") } };
}

/**
 * A server action posted from another origin: Origin's host must be the host the request was addressed to
 * (X-Forwarded-Host first, present only when a trusted proxy wrote it). Browsers always send Origin on a POST;
 * a request without one is left to the action's own check (lib/portal/actions/same-origin.ts).
 */
export function actionOriginProblem(request: GateRequest): GateProblem | undefined {
  if (request.method !== "POST" || header(request, "next-action") === undefined) return undefined;
  const origin = header(request, "origin");
  if (origin === undefined) return undefined;
  const host = header(request, "x-forwarded-host")?.split(",")[0]?.trim() || header(request, "host");
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== null && originHost === host) return undefined;
  return problem(403, "cross-origin-action", "Origem recusada", "Requisição de outra origem recusada: abra o portal pelo seu próprio endereço e tente de novo.");
}

export interface GateRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: { readonly [name: string]: string | string[] | undefined };
}

function problem(status: number, type: string, title: string, detail: string): GateProblem {
  return { status, type: `/problems/${type}`, title, detail };
}

/** Raw request targets are printable ASCII: anything else must be percent-encoded. */
const RAW_TARGET = /^[\x21-\x7e]*$/;

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** What is wrong with a path or query component, or undefined. */
function componentProblem(text: string, where: string): GateProblem | undefined {
  const decoded = decodeComponent(text);
  if (decoded === null) {
    return problem(400, "malformed-request", "Requisição malformada", `${where} com codificação percentual inválida: use %XX de bytes UTF-8 válidos.`);
  }
  // No line breaks or tabs in an address either (free text may have them; a path or a query value may not).
  if (/[\u0000-\u001f]/.test(decoded) || hasForbiddenCharacter(decoded)) {
    return problem(400, "malformed-request", "Requisição malformada", `${where} com caractere de controle (como NUL) ou Unicode inválido.`);
  }
  return undefined;
}

export function targetProblem(url: string): GateProblem | undefined {
  if (url.length > MAX_TARGET_LENGTH) {
    return problem(414, "uri-too-long", "Endereço longo demais", `O endereço da requisição passa de ${MAX_TARGET_LENGTH} caracteres.`);
  }
  if (!RAW_TARGET.test(url)) {
    return problem(400, "malformed-request", "Requisição malformada", "Endereço com caracteres fora do ASCII imprimível: codifique-os com %XX (UTF-8).");
  }
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const pathProblem = componentProblem(path, "Caminho");
  if (pathProblem !== undefined || queryStart === -1) return pathProblem;
  for (const pair of url.slice(queryStart + 1).split("&")) {
    const [name = "", value = ""] = pair.split("=", 2);
    const found = componentProblem(name.replaceAll("+", " "), "Nome de parâmetro") ?? componentProblem(value.replaceAll("+", " "), `Parâmetro de consulta`);
    if (found !== undefined) return found;
  }
  return undefined;
}

function header(request: GateRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix) || url.startsWith(`${prefix}?`));
}

export function bodyProblem(request: GateRequest): GateProblem | undefined {
  const declared = header(request, "content-length");
  const chunked = header(request, "transfer-encoding") !== undefined;
  const api = isApiPath(request.url);
  const limit = api ? MAX_REQUEST_BODY_BYTES : PAGE_BODY_MAX_BYTES;
  if (declared !== undefined) {
    if (!/^\d{1,15}$/.test(declared.trim())) {
      return problem(400, "malformed-request", "Requisição malformada", "Cabeçalho Content-Length inválido.");
    }
    if (Number(declared) > limit) {
      return problem(413, "payload-too-large", "Corpo grande demais", `Corpo da requisição grande demais: o limite é ${limit / (1024 * 1024)} MiB.`);
    }
  }
  if (chunked && declared === undefined && !api) {
    return problem(411, "length-required", "Tamanho do corpo obrigatório", "Envie o corpo com o cabeçalho Content-Length.");
  }
  return undefined;
}

/** The first problem of a request, checked before it is routed; undefined when it may go on. */
export function requestProblem(request: GateRequest): GateProblem | undefined {
  return methodProblem(request.method) ?? targetProblem(request.url) ?? bodyProblem(request);
}
