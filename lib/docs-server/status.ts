/**
 * `GET /mcp/status.json` and the `/mcp/status` page: the status fields of the spec and the client
 * configuration objects (`mcpServers`, and the variant keyed `servers`), for the address the caller used.
 */
import { DOCS_SERVER_NAME, DOCS_SERVER_PATH, DOCS_SERVER_TRANSPORT, DOCS_SERVER_VERSION } from "./identity";

export interface DocsServerStatus {
  readonly servidor: string;
  readonly versao: string;
  readonly endpoint: string;
  readonly transporte: string;
  readonly somenteLeitura: true;
}

/** Reads a request header; `Headers.get` and Next's `headers()` both fit. */
export type HeaderReader = (name: string) => string | null;

/**
 * The public origin as the caller reached it: behind a proxy `x-forwarded-host`/`-proto` name the public
 * side, otherwise `host`. Only the first value of a forwarded list counts (the client's own hop).
 */
export function publicOriginFrom(header: HeaderReader, fallbackOrigin: string): string {
  const first = (name: string) => header(name)?.split(",")[0]?.trim() || undefined;
  const fallback = new URL(fallbackOrigin);
  const host = first("x-forwarded-host") ?? first("host") ?? fallback.host;
  const protocol = first("x-forwarded-proto") ?? fallback.protocol.replace(/:$/, "");
  const safeProtocol = protocol === "https" ? "https" : "http";
  // A host header is attacker-controlled text: keep only what a host name and port may contain.
  const safeHost = /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : fallback.host;
  return `${safeProtocol}://${safeHost}`;
}

export function docsEndpointOf(origin: string): string {
  return `${origin}${DOCS_SERVER_PATH}`;
}

export function docsServerStatus(endpoint: string): DocsServerStatus {
  return {
    servidor: DOCS_SERVER_NAME,
    versao: DOCS_SERVER_VERSION,
    endpoint,
    transporte: DOCS_SERVER_TRANSPORT,
    somenteLeitura: true,
  };
}

interface ServerEntry {
  readonly type: "http";
  readonly url: string;
}

/** The object most MCP clients read (`mcpServers`), and the variant some clients key `servers`. */
export function clientConfigurations(endpoint: string): {
  readonly mcpServers: { readonly mcpServers: Record<string, ServerEntry> };
  readonly servers: { readonly servers: Record<string, ServerEntry> };
} {
  const entry: ServerEntry = { type: "http", url: endpoint };
  return {
    mcpServers: { mcpServers: { [DOCS_SERVER_NAME]: entry } },
    servers: { servers: { [DOCS_SERVER_NAME]: entry } },
  };
}
