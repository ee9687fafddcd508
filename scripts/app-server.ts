/**
 * The HTTP server of the application: Next.js (portal, credit API, documentation server) behind a thin
 * node:http front that decides what only the server can decide, before Next routes the request
 * (lib/http/request-gate.ts, lib/http/client-address.ts):
 * - malformed request targets (bad percent-encoding, invalid UTF-8, control characters) and oversized or
 *   unbounded bodies get a 4xx problem+json instead of Next's plain-text 500;
 * - the client address comes from the connection, or from X-Forwarded-For only as far as TRUST_PROXY
 *   declares the proxies in front; it is handed to the app as the only X-Forwarded-For entry, so no header a
 *   client sends can choose the address the sign-in and token limits count.
 * - X-Forwarded-Host, X-Forwarded-Proto (and Port, Forwarded) are kept only from a proxy TRUST_PROXY declares;
 *   then a server action posted from another origin is refused with a pt-BR 403 (lib/http/request-gate.ts);
 * - a request must arrive whole (headers and body) within REQUEST_TIMEOUT_SECONDS (default 30): a slow body
 *   answers 408 instead of holding a socket for minutes.
 * Started by scripts/system.ts (`npm start`, the tests) with PORT; `--dev` runs Next in development mode.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import { clientAddress, FORWARDED_REQUEST_HEADERS, isTrustedPeer, parseTrustProxy } from "../lib/http/client-address";
import { actionOriginProblem, type GateProblem, requestProblem } from "../lib/http/request-gate";

const port = Number(process.env.PORT ?? 3000);
const dev = process.argv.includes("--dev");
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
const requestTimeoutMs = Math.max(1, Number(process.env.REQUEST_TIMEOUT_SECONDS) || 30) * 1000;

function sendProblem(response: ServerResponse, found: GateProblem): void {
  const body = JSON.stringify({ type: found.type, title: found.title, status: found.status, detail: found.detail });
  response.writeHead(found.status, {
    "content-type": "application/problem+json",
    "content-language": "pt-BR",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(body),
    connection: "close",
    ...found.headers,
  });
  response.end(body);
}

/** A request the HTTP parser itself refused (bad header, header too large): answered as problem+json too. */
function rawProblem(status: number, detail: string): string {
  const body = JSON.stringify({ type: "/problems/malformed-request", title: "Requisição malformada", status, detail });
  const reason = status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
  return `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/problem+json\r\ncontent-language: pt-BR\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}

async function main() {
  const app = next({ dev, dir: path.resolve(__dirname, ".."), port, hostname: "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();

  // Timeouts are checked every second (Node's default is every 30 s, which let a slow body hold on for a minute).
  const server = createServer({ connectionsCheckingInterval: 1_000, requestTimeout: requestTimeoutMs, headersTimeout: Math.min(20_000, requestTimeoutMs) }, (request: IncomingMessage, response: ServerResponse) => {
    const found = requestProblem({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    if (found !== undefined) return sendProblem(response, found);
    const address = clientAddress(request.socket.remoteAddress, headerText(request.headers["x-forwarded-for"]), trustProxy);
    // Next fills X-Forwarded-For only when it is missing: set it, so the app reads the address decided here.
    if (address === null) delete request.headers["x-forwarded-for"];
    else request.headers["x-forwarded-for"] = address;
    delete request.headers["x-real-ip"];
    if (!isTrustedPeer(request.socket.remoteAddress, trustProxy)) for (const name of FORWARDED_REQUEST_HEADERS) delete request.headers[name];
    const crossOrigin = actionOriginProblem({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    if (crossOrigin !== undefined) return sendProblem(response, crossOrigin);
    void handle(request, response);
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socket.end(rawProblem(status, status === 431 ? "Cabeçalhos grandes demais." : status === 408 ? "Requisição lenta demais." : "Requisição HTTP malformada."));
  });

  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.listen(port, () => process.stdout.write(`app server listening on http://localhost:${port}${dev ? " (development)" : ""}\n`));
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

main().catch((error: unknown) => {
  process.stderr.write(`app server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
