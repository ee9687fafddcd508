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
 * Started by scripts/system.ts (`npm start`, the tests) with PORT; `--dev` runs Next in development mode. A
 * deployment runs it compiled (`npm run start:production`, dist/app-server.js; docs/operations.md): in production
 * it refuses to start without DATABASE_URL and the portal secrets, and on a database with migrations not applied
 * (`npm run db:migrate` is a separate release step; MIGRATE_ON_START=on makes this server run it first).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import { pendingMigrations } from "../lib/db/apply-migrations";
import { clientAddress, FORWARDED_REQUEST_HEADERS, isTrustedPeer, parseTrustProxy } from "../lib/http/client-address";
import { RECEIVED_AT_HEADER } from "../lib/http/request-received-at";
import { actionOriginProblem, type GateProblem, requestProblem } from "../lib/http/request-gate";
import { observeHttpRequest } from "../lib/metrics/http-metrics";
import { serveMetrics } from "../lib/metrics/metrics-endpoint";
import { loadRouteTemplates } from "../lib/metrics/route-templates";
import { exitOnProductionStartProblems } from "../lib/ops/production-checks";

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

/** Production only: the schema must be current before requests are served (or migrated here when asked). */
async function ensureSchema(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (dev || process.env.NODE_ENV !== "production" || !databaseUrl) return;
  if (process.env.MIGRATE_ON_START?.trim().toLowerCase() === "on") {
    const { prepareDatabase } = await import("../lib/db/prepare-database");
    const { migrationsApplied } = await prepareDatabase(databaseUrl);
    process.stdout.write(`MIGRATE_ON_START: ${migrationsApplied} migration(s) applied, reference data seeded\n`);
    return;
  }
  const pending = await pendingMigrations(databaseUrl);
  if (pending.length > 0) {
    throw new Error(`the database lacks ${pending.length} migration(s) (${pending.join(", ")}): run \`npm run db:migrate\` first, or set MIGRATE_ON_START=on`);
  }
}

async function main() {
  exitOnProductionStartProblems("app server");
  await ensureSchema();
  const app = next({ dev, dir: path.resolve(__dirname, ".."), port, hostname: "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Route templates of this build for the request metrics (a development server has none: "unmatched").
  const templates = loadRouteTemplates(path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR ?? ".next"));

  // Timeouts are checked every second (Node's default is every 30 s, which let a slow body hold on for a minute).
  const server = createServer({ connectionsCheckingInterval: 1_000, requestTimeout: requestTimeoutMs, headersTimeout: Math.min(20_000, requestTimeoutMs) }, (request: IncomingMessage, response: ServerResponse) => {
    // When it arrived, before anything queued it: the credit API's budget counts from here (lib/http/request-received-at.ts).
    request.headers[RECEIVED_AT_HEADER] = String(Date.now());
    const found = requestProblem({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    observeHttpRequest(templates, request, response);
    if (found !== undefined) return sendProblem(response, found);
    if (request.url?.split("?", 1)[0] === "/metrics" && (request.method === "GET" || request.method === "HEAD")) return void serveMetrics(request, response);
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
