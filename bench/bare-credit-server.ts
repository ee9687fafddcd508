/**
 * The baseline of bench/credit-api-http.ts: a bare `node:http` server doing the same work as the Next.js
 * routes it is compared with, through the same lib functions and the same database: bearer authentication
 * (`authenticateCaller`), the contract's zod parsing, then `simulateAmortization` (product read, plan,
 * insert) or `getCreditNote` (read with history and documents), answered as JSON. What remains different is
 * the framework: Next.js routing, request objects and the problem+json wrapper. `BENCH_PORT`, `DATABASE_URL`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { idPathParamsSchema, simulationRequestSchema } from "@/lib/contract";
import { authenticateCaller } from "@/lib/credit/auth/authenticate-caller";
import { getCreditNote } from "@/lib/credit/credit-notes/get-credit-note";
import { simulateAmortization } from "@/lib/credit/simulation/simulate-amortization";
import { isAppError } from "@/lib/http";

const CREDIT_NOTE_PATH = /^\/v1\/CreditNote\/([^/]+)$/;

function answer(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const caller = await authenticateCaller(request.headers.authorization ?? null);
  const path = new URL(request.url ?? "/", "http://bench").pathname;
  if (request.method === "POST" && path === "/v1/Amortization") {
    const body = simulationRequestSchema.parse(JSON.parse(await readBody(request)));
    return answer(response, 200, await simulateAmortization({ caller, body }));
  }
  const match = request.method === "GET" ? CREDIT_NOTE_PATH.exec(path) : null;
  if (match) {
    const { id } = idPathParamsSchema.parse({ id: match[1] });
    return answer(response, 200, await getCreditNote(caller, id));
  }
  answer(response, 404, { status: 404 });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => answer(response, isAppError(error) ? error.status : 500, { status: 500 }));
});

server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.BENCH_PORT), "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
