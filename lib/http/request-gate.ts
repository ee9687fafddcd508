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
  return targetProblem(request.url) ?? bodyProblem(request);
}
