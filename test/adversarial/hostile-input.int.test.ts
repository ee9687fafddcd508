/**
 * The standing adversarial suite (issue #11), against the real server: what an attacker without credentials, or
 * a partner with a token, can send. Every answer must be a 4xx/2xx (never a 5xx), come within 1 s, and be
 * problem+json when it is an API error; /health must keep answering quickly while the largest accepted
 * requests are in flight.
 * - bodies generated per route by fast-check from the contract's own schemas (the route registry);
 * - oversized inputs of every shape: bodies, keys, strings, nesting, entries, chunked bodies, MCP arguments
 *   and resource addresses;
 * - control characters, invalid UTF-8 and bad percent-encoding in paths, queries, headers and bodies.
 */
import { randomInt, randomUUID } from "node:crypto";
import { connect } from "node:net";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { routeList, type RouteEntry } from "@/lib/contract/routes";
import { centro, tokenFor } from "@/test/integration/credit-api";
import { bodyArbitrary, hostileText } from "./json-schema-arbitrary";

const baseUrl = inject("baseUrl");
const SLOWEST_ANSWER_MS = 1_000;
let token: string;

beforeAll(async () => {
  token = await tokenFor(centro);
  // Next.js loads a route's code on its first request: load each once, so the 1 s bound measures the work of
  // a request, not a cold start.
  for (const route of routeList) await fetch(`${baseUrl}${concretePath(route)}`, { method: route.method, headers: jsonHeaders(route), ...(route.body && { body: "{}" }) });
  await fetch(`${baseUrl}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
  // The documentation's index is built once per process (its classifier learns in slices after the first request):
  // one search waits for all of it, so no measured request shares the process with the build.
  await fetch(`${baseUrl}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"docs_buscar_documentacao","arguments":{"consulta":"token"}}}',
  });
}, 120_000);

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly contentType: string;
  readonly text: string;
}

/** A client address per request: hostile tests must not throttle the loopback address the other tests use. */
function strangerAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Sends once; an answer slower than the bound is sent once more and the faster kept. Unbounded work is slow
 * every time; a pause of the loaded CI machine (integration and e2e share two cores) is not.
 */
async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Answer> {
  const answer = await sendOnce(path, init);
  if (answer.ms < SLOWEST_ANSWER_MS || init.body instanceof ReadableStream) return answer;
  const again = await sendOnce(path, init);
  return again.ms < answer.ms ? again : answer;
}

async function sendOnce(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    redirect: "manual",
    headers: { "x-forwarded-for": strangerAddress(), ...init.headers },
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, contentType: response.headers.get("content-type") ?? "", text };
}

function expectWellAnswered(answer: Answer, label: string): void {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.ms, `${label}: took ${Math.round(answer.ms)} ms`).toBeLessThan(SLOWEST_ANSWER_MS);
  if (answer.status >= 400 && !label.includes("/mcp")) expect(answer.contentType, label).toContain("application/problem+json");
}

function jsonHeaders(route?: RouteEntry): Record<string, string> {
  return { "content-type": "application/json", ...(route?.auth === "bearer" && { authorization: `Bearer ${token}` }) };
}

function concretePath(route: RouteEntry): string {
  return route.path.replace(/\{[^}]+\}/g, () => randomUUID());
}

function queryString(value: unknown): string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "";
  const query = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) query.append(key, typeof item === "string" ? item : JSON.stringify(item));
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}

const routesWithBody = routeList.filter((route) => route.body !== undefined);

describe("generated requests per route, from the contract's schemas", () => {
  test.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", async (_label, route) => {
    const body = route.body ? bodyArbitrary(route.body) : fc.constant(undefined);
    const query = route.query ? bodyArbitrary(route.query) : fc.constant(undefined);
    await fc.assert(
      fc.asyncProperty(body, query, async (generatedBody, generatedQuery) => {
        const path = `${concretePath(route)}${queryString(generatedQuery)}`;
        const answer = await send(path, {
          method: route.method,
          headers: jsonHeaders(route),
          ...(generatedBody !== undefined && { body: JSON.stringify(generatedBody) }),
        });
        expectWellAnswered(answer, `${route.method} ${path}`);
      }),
      { numRuns: 6, seed: Number(process.env.ADVERSARIAL_SEED ?? Date.now() % 2 ** 31) },
    );
  });
});

describe("oversized inputs of every shape", () => {
  const shapes: ReadonlyArray<readonly [string, () => BodyInit, number]> = [
    ["a body above the JSON cap", () => JSON.stringify({ observations: "x".repeat(300 * 1024) }), 413],
    ["a 100 KB key", () => JSON.stringify({ client_id: "a", client_secret: "b", ["A".repeat(100_000)]: 1 }), 400],
    ["a 100 KB string", () => JSON.stringify({ client_id: "a".repeat(100_000), client_secret: "b" }), 400],
    ["nesting 5,000 deep", () => `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`, 400],
    ["5,000 entries", () => JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`k${index}`, index]))), 400],
    ["900 unknown keys", () => JSON.stringify(Object.fromEntries(Array.from({ length: 900 }, (_, index) => [`campo_${"x".repeat(100)}_${index}`, 1]))), 400],
    ["invalid UTF-8", () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), 400],
  ];

  test.each(routesWithBody.map((route) => [`${route.method} ${route.path}`, route] as const))("%s refuses each with a 4xx quickly", async (_label, route) => {
    for (const [shape, body, status] of shapes) {
      const answer = await send(concretePath(route), { method: route.method, headers: jsonHeaders(route), body: body() });
      expectWellAnswered(answer, `${shape} to ${route.method} ${route.path}`);
      // A bearer route may answer 401/404 before reading a body it would refuse anyway; never a 2xx.
      expect(answer.status, shape).toBeGreaterThanOrEqual(400);
      if (route.auth === "none") expect(answer.status, shape).toBe(status);
    }
  });

  test("a chunked body without a declared length is cut at the cap", async () => {
    const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 200) return controller.close();
        controller.enqueue(sent === 1 ? new TextEncoder().encode("[") : chunk);
      },
    });
    const answer = await send("/v1/Amortization", { method: "POST", headers: jsonHeaders(routeList.find((route) => route.path === "/v1/Amortization")), body: stream, duplex: "half" } as RequestInit & { headers: Record<string, string> });
    expectWellAnswered(answer, "chunked /v1/Amortization");
    expect(answer.status).toBe(413);
  });

  test("a declared length above every cap is refused before the body is sent", async () => {
    const raw = await rawRequest(`POST /v1/Amortization HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{`);
    expect(raw.status).toBe(413);
    expect(raw.head).toMatch(/content-type: application\/problem\+json/i);
  });
});

/** A request written byte by byte on a socket, for what fetch refuses to send. */
function rawRequest(text: string | Buffer): Promise<{ status: number; head: string; body: string; ms: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ host: hostname === "localhost" ? "127.0.0.1" : hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error("raw request timed out")));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks).toString("latin1");
      const headEnd = received.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (headEnd !== -1 && length !== undefined && received.length >= headEnd + 4 + Number(length)) socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const received = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body, ms: performance.now() - started });
    });
    socket.write(text);
  });
}

describe("bad encodings and control characters", () => {
  const paths = [
    "/v1/CreditNote/%ff",
    "/v1/CreditNote/%C0%AF",
    "/v1/CreditNote/%E0%A4",
    "/v1/CreditNote/%00",
    "/v1/CreditNote/%0d%0aSet-Cookie:x=1",
    "/v1/CreditNote?status=%ff",
    "/v1/CreditNote?status=Draft%00",
    "/v1/NaturalPerson?registrationNumber=%D8%00",
    "/desk-api/credit-notes/%ff/revision",
    "/branches/%ff",
    "/sign/%ff",
    "/sign/%ff/assinar",
    "/mcp/%ff",
    "/oauth/token/%ff",
    "/api/auth/%ff",
    `/v1/${"a".repeat(9_000)}`,
    `/v1/CreditNote?status=${"%ff".repeat(2_000)}`,
  ];

  test.each(paths.map((path) => [path.slice(0, 60), path] as const))("%s → 4xx problem+json", async (_label, path) => {
    for (const method of ["GET", "POST"]) {
      const answer = await send(path, { method, headers: { authorization: `Bearer ${token}` } });
      expectWellAnswered(answer, `${method} ${path.slice(0, 60)}`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.contentType).toContain("application/problem+json");
    }
  });

  test.each([
    ["a control character in the path", "GET /v1/CreditNote/\u0001 HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a non-ASCII byte in the path", Buffer.concat([Buffer.from("GET /v1/CreditNote/"), Buffer.from([0xff]), Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n")])],
    ["a NUL in a header", "GET /health HTTP/1.1\r\nHost: x\r\nX-Test: a\u0000b\r\n\r\n"],
    ["a header too large", `GET /health HTTP/1.1\r\nHost: x\r\nX-Test: ${"a".repeat(20_000)}\r\n\r\n`],
    ["a malformed request line", "GET\r\n\r\n"],
    ["a bad Content-Length", "POST /oauth/token HTTP/1.1\r\nHost: x\r\nContent-Length: 12abc\r\n\r\n"],
  ])("%s is refused with a 4xx", async (_label, request) => {
    const raw = await rawRequest(request);
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    expect(raw.ms).toBeLessThan(SLOWEST_ANSWER_MS);
    expect(raw.head).toMatch(/content-type: application\/problem\+json/i);
  });

  test("control characters in text fields, through the real routes: 400 naming the field", async () => {
    const nowhere = "00000000-0000-4000-8000-000000000000";
    const cases: ReadonlyArray<readonly [string, unknown, string]> = [
      ["/oauth/token", { client_id: "parceiro\u0000centro", client_secret: "x" }, "client_id"],
      ["/v1/NaturalPerson", { registrationNumber: "10000001929", name: "Maria\u0000Exemplo", birthDate: "1988-04-12" }, "name"],
      [`/v1/CreditNote/${nowhere}/cancel`, { message: "motivo\u0000" }, "message"],
      ["/v1/RegistryEmployee/OfferProposals", { offerRequestId: 1, expirationDate: "2030-01-01T00:00:00Z", proposalNumber: "P\u0000" }, "proposalNumber"],
    ];
    for (const [path, body, field] of cases) {
      const answer = await send(path, { method: "POST", headers: { ...jsonHeaders(), authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      expectWellAnswered(answer, path);
      expect(answer.status, answer.text).toBe(400);
      const errors = (JSON.parse(answer.text) as { errors: Array<{ field: string; message: string }> }).errors;
      expect(errors, answer.text).toContainEqual({ field, message: expect.stringContaining("caracteres de controle") });
    }
  });

  test("generated hostile text in headers the API reads never breaks it", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        // What fetch can put in a header: anything outside printable ASCII as a visible escape.
        const value = text.replace(/[^\x20-\x7e]/g, (character) => `%${character.charCodeAt(0).toString(16)}`).slice(0, 4_000);
        const answer = await send("/v1/CreditNote", { headers: { authorization: `Bearer ${value}`, "idempotency-key": value, accept: value } });
        expectWellAnswered(answer, "hostile headers");
      }),
      { numRuns: 15 },
    );
  });
});

describe("documentation server: arguments and resource addresses", () => {
  const mcpHeaders = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  const call = (params: unknown, method = "tools/call") => JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });

  test.each([
    ["a long string in dados", call({ name: "docs_montar_requisicao", arguments: { api: "creditapi", opId: "createCreditNote", dados: { observations: "a1".repeat(15_000) } } })],
    ["a long run of letters in dados", call({ name: "docs_montar_requisicao", arguments: { api: "creditapi", opId: "createCreditNote", dados: JSON.stringify({ x: "A".repeat(30_000) }) } })],
    ["deep dados", call({ name: "docs_montar_requisicao", arguments: { api: "creditapi", opId: "createCreditNote", dados: JSON.stringify(JSON.parse(`${'{"a":'.repeat(25)}1${"}".repeat(25)}`)) } })],
    ["a long search", call({ name: "docs_buscar_documentacao", arguments: { consulta: "A".repeat(400) } })],
    ["a body above the cap", call({ name: "docs_montar_requisicao", arguments: { api: "creditapi", opId: "createCreditNote", dados: "x".repeat(100_000) } })],
    ["a long resource address", call({ uri: `docs://guia/${"a".repeat(5_000)}` }, "resources/read")],
    ["a resource address that does not decode", call({ uri: "docs://guia/%ff" }, "resources/read")],
    ["a resource address with a NUL", call({ uri: "docs://guia/%00" }, "resources/read")],
    ["a long prompt argument", call({ name: "docs_revisar_guia", arguments: { guia: "g".repeat(40_000) } }, "prompts/get")],
  ])("%s is refused or answered quickly, never an internal error", async (label, body) => {
    const answer = await send("/mcp", { method: "POST", headers: mcpHeaders, body });
    expectWellAnswered(answer, `/mcp ${label}`);
    expect(answer.text).not.toMatch(/Falha interna|-32603/);
  });
});

describe("the server stays responsive", () => {
  test("/health answers quickly while the largest accepted requests are in flight", async () => {
    const nearCap = JSON.stringify({ items: Array.from({ length: 1_000 }, (_, index) => `${"x".repeat(230)}${index}`) });
    const mcpNearCap = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "docs_montar_requisicao", arguments: { api: "creditapi", opId: "createCreditNote", dados: { observations: "a1b2".repeat(7_000) } } },
    });
    const heavy = [
      () => send("/v1/Amortization/Batch", { method: "POST", headers: jsonHeaders(routeList.find((route) => route.path === "/v1/Amortization/Batch")), body: nearCap }),
      () => send("/v1/CreditNote", { method: "POST", headers: { ...jsonHeaders(), authorization: `Bearer ${token}` }, body: `${"[".repeat(32)}${"1,".repeat(100_000)}1${"]".repeat(32)}` }),
      () => send("/oauth/token", { method: "POST", headers: jsonHeaders(), body: JSON.stringify({ client_id: "a", client_secret: "b", ["A".repeat(200_000)]: 1 }) }),
      () => send("/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: mcpNearCap }),
    ];
    // Once each first, so what is measured is the work per request, not a route's first compilation.
    for (const request of heavy) expect((await request()).status).toBeLessThan(500);
    /** /health probed back to back while each heavy request is in flight, three rounds; the times sorted. */
    const probeWhileHeavy = async (): Promise<number[]> => {
      const probes: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const request of heavy) {
          let inFlight = true;
          const answer = request().finally(() => (inFlight = false));
          do {
            const started = performance.now();
            await (await fetch(`${baseUrl}/health`)).text();
            probes.push(performance.now() - started);
          } while (inFlight);
          expectWellAnswered(await answer, "largest accepted request");
        }
      }
      return probes.sort((a, b) => a - b);
    };
    const ninetieth = (sorted: number[]) => sorted[Math.floor(sorted.length * 0.9)]!;
    let sorted = await probeWhileHeavy();
    // On a shared 2-core machine a single probe can lose the CPU to another process: nine in ten within 100 ms. A
    // busy spell of the machine (integration and e2e share the two cores) can slow more than a tenth of one series;
    // a server blocked by the heavy requests slows every series: one more is measured then, and the faster kept.
    if (ninetieth(sorted) >= 100) {
      const again = await probeWhileHeavy();
      if (ninetieth(again) < ninetieth(sorted)) sorted = again;
    }
    expect(ninetieth(sorted), `health probes (ms): ${sorted.map(Math.round).join(", ")}`).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(SLOWEST_ANSWER_MS);
  });
});
