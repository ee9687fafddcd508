import { afterEach, describe, expect, test, vi } from "vitest";
import { createCreditClient } from "./create-credit-client";
import { createTokenCache } from "./token-cache";
import { resetUpstreamGuards } from "./upstream-guard";
import { captureLogs, creditFailure, CPF, fakeCreditApi, jsonReply, neverAnswers, PERSON_ID, personRecord, problemReply, type FakeHandler } from "./test-fakes";

const BASE = "http://credit.test";
const SECRET = "s3cr3t-value-of-the-branch";
const credential = { clientId: "parceiro-teste", clientSecret: SECRET };

function setUp(api: FakeHandler, options: { expiresIn?: number; tokenReply?: FakeHandler; now?: () => number; timeoutMs?: number } = {}) {
  const fake = fakeCreditApi(api, options);
  const logs = captureLogs();
  const tokenCache = createTokenCache(options.now ? { now: options.now } : {});
  const client = createCreditClient({ credential, baseUrl: BASE, fetch: fake.fetch, tokenCache, logger: logs.logger, timeoutMs: options.timeoutMs ?? 2_000 });
  return { client, fake, logs };
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetUpstreamGuards();
});

describe("requests", () => {
  test("GET with an encoded path parameter and the bearer token; the answer parsed by the route's schema", async () => {
    const { client, fake } = setUp(() => jsonReply(personRecord()));
    const person = await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    expect(person.registrationNumber).toBe(CPF);

    const [token, get] = fake.requests;
    expect(token?.method).toBe("POST");
    expect(token?.body).toEqual({ grant_type: "client_credentials", client_id: credential.clientId, client_secret: SECRET });
    expect(get?.url.href).toBe(`${BASE}/v1/NaturalPerson/${PERSON_ID}`);
    expect(get?.headers.get("authorization")).toBe("Bearer token-1");
    expect(get?.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("query built from the input, undefined skipped; path parameters encoded", async () => {
    const { client, fake } = setUp(() => jsonReply({ data: [], page: 2, size: 5, totalItems: 0, totalPages: 0 }));
    await client.call("listNaturalPersons", { query: { registrationNumber: CPF, page: 2, size: 5 } });
    await client.call("listNaturalPersons", { query: { registrationNumber: undefined } });
    await client.call("listNaturalPersons");
    const urls = fake.apiRequests().map(({ url }) => `${url.pathname}${url.search}`);
    expect(urls).toEqual([`/v1/NaturalPerson?registrationNumber=${CPF}&page=2&size=5`, "/v1/NaturalPerson", "/v1/NaturalPerson"]);

    const noted = setUp(() => jsonReply({}));
    await noted.client.call("getCreditNote", { params: { id: "../x y" } }).catch(() => undefined);
    expect(noted.fake.apiRequests()[0]?.url.pathname).toBe("/v1/CreditNote/..%2Fx%20y");
  });

  test("a creation sends its JSON body and the Idempotency-Key", async () => {
    const { client, fake } = setUp(() => jsonReply(personRecord()));
    const body = { registrationNumber: CPF, name: "Maria Exemplo", birthDate: "1988-04-12" };
    await client.call("createNaturalPerson", { body, idempotencyKey: "draft-42" });
    const [post] = fake.apiRequests();
    expect(post?.method).toBe("POST");
    expect(post?.body).toEqual(body);
    expect(post?.headers.get("content-type")).toBe("application/json");
    expect(post?.headers.get("idempotency-key")).toBe("draft-42");
  });

  test("a public route (auth none) asks for no token", async () => {
    const { client, fake } = setUp(() => jsonReply({ status: "ok", time: "2026-05-01T00:00:00Z", database: { ok: true, latencyMs: 1 } }));
    expect((await client.call("getHealth")).status).toBe("ok");
    expect(fake.tokenRequests()).toHaveLength(0);
    expect(fake.requests[0]?.headers.has("authorization")).toBe(false);
  });

  test("the base URL defaults to CREDIT_API_URL, else this server on PORT", () => {
    vi.stubEnv("CREDIT_API_URL", "https://credito.example.com/");
    expect(createCreditClient({ credential }).baseUrl).toBe("https://credito.example.com/");
    vi.stubEnv("CREDIT_API_URL", "");
    vi.stubEnv("PORT", "4100");
    expect(createCreditClient({ credential }).baseUrl).toBe("http://127.0.0.1:4100");
  });
});

describe("token", () => {
  test("one token serves many calls", async () => {
    const { client, fake } = setUp(() => jsonReply(personRecord()));
    for (let i = 0; i < 3; i += 1) await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.apiRequests().map(({ headers }) => headers.get("authorization"))).toEqual(Array(3).fill("Bearer token-1"));
  });

  test("concurrent calls share one token request", async () => {
    const { client, fake } = setUp(() => jsonReply(personRecord()));
    await Promise.all(Array.from({ length: 20 }, () => client.call("getNaturalPerson", { params: { id: PERSON_ID } })));
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.apiRequests()).toHaveLength(20);
  });

  test("renewed 60 s before expiry", async () => {
    let now = 0;
    const { client, fake } = setUp(() => jsonReply(personRecord()), { now: () => now, expiresIn: 600 });
    await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    now = 539_000;
    await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    now = 540_000;
    await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    expect(fake.apiRequests().map(({ headers }) => headers.get("authorization"))).toEqual(["Bearer token-1", "Bearer token-1", "Bearer token-2"]);
  });

  test("a 401 drops the token, renews it and retries once", async () => {
    const { client, fake } = setUp(({ headers }) => (headers.get("authorization") === "Bearer token-1" ? problemReply(401) : jsonReply(personRecord())));
    await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.apiRequests().map(({ headers }) => headers.get("authorization"))).toEqual(["Bearer token-1", "Bearer token-2"]);
    // The renewed token is the cached one now.
    await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  test("the retry keeps the body and the Idempotency-Key", async () => {
    const { client, fake } = setUp(({ headers }) => (headers.get("authorization") === "Bearer token-1" ? problemReply(401) : jsonReply(personRecord())));
    const body = { registrationNumber: CPF, name: "Maria Exemplo", birthDate: "1988-04-12" };
    await client.call("createNaturalPerson", { body, idempotencyKey: "draft-7" });
    const [first, retry] = fake.apiRequests();
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers.get("idempotency-key")).toBe("draft-7");
    expect(retry?.headers.get("x-request-id")).toBe(first?.headers.get("x-request-id"));
  });

  test("a second 401 is final: kind unauthorized, exactly one retry", async () => {
    const { client, fake } = setUp(() => problemReply(401, { title: "Não autenticado" }));
    const error = await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(fake.apiRequests()).toHaveLength(2);
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  test("concurrent 401s for the same token renew it once", async () => {
    const { client, fake } = setUp(({ headers }) => (headers.get("authorization") === "Bearer token-1" ? problemReply(401) : jsonReply(personRecord())));
    await Promise.all(Array.from({ length: 5 }, () => client.call("getNaturalPerson", { params: { id: PERSON_ID } })));
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  test("refused credentials → kind credentials, and the API is not called", async () => {
    const { client, fake } = setUp(() => jsonReply(personRecord()), { tokenReply: () => problemReply(401, { title: "Credenciais inválidas" }) });
    const error = await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }));
    expect(error).toMatchObject({ kind: "credentials", status: 401, operationId: "issueToken" });
    expect(error.userMessage).toMatch(/credenciais/);
    expect(fake.apiRequests()).toHaveLength(0);
  });

  test("a token answer off the contract → kind contract", async () => {
    const { client } = setUp(() => jsonReply(personRecord()), { tokenReply: () => jsonReply({ token: "x" }) });
    expect((await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }))).kind).toBe("contract");
  });
});

describe("failures", () => {
  test("no answer within the timeout → kind timeout", async () => {
    const { client } = setUp(neverAnswers, { timeoutMs: 30 });
    const error = await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }));
    expect(error.kind).toBe("timeout");
    expect(error.userMessage).toBe("O serviço de crédito não respondeu a tempo; tente novamente.");
  });

  test("a token request that does not answer → kind timeout too, and the API is not called", async () => {
    const { client, fake } = setUp(() => jsonReply(personRecord()), { timeoutMs: 30, tokenReply: neverAnswers });
    const error = await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }));
    expect(error).toMatchObject({ kind: "timeout", operationId: "issueToken" });
    expect(fake.apiRequests()).toHaveLength(0);
  });

  test("connection refused → kind network, with the system code only", async () => {
    const refused = Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(`connect ECONNREFUSED ${BASE}/v1/NaturalPerson?registrationNumber=${CPF}`), { code: "ECONNREFUSED" }) });
    const client = createCreditClient({ credential, baseUrl: BASE, tokenCache: createTokenCache(), logger: captureLogs().logger, fetch: () => Promise.reject(refused) });
    const error = await creditFailure(client.call("listNaturalPersons", { query: { registrationNumber: CPF } }));
    expect(error).toMatchObject({ kind: "network", detail: "ECONNREFUSED" });
    expect(error.cause).toBeUndefined();
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(CPF);
  });

  test("a problem+json 400 maps each field error", async () => {
    const { client } = setUp(() =>
      problemReply(400, {
        type: "/problems/validation",
        title: "Dados inválidos",
        detail: "Um ou mais campos são inválidos; veja a lista em errors.",
        traceId: "trace-400",
        errors: [
          { field: "registrationNumber", message: "CPF com dígitos verificadores inválidos" },
          { field: "uploads[0].fileType", message: "informe um dos tipos aceitos" },
        ],
      }),
    );
    const error = await creditFailure(client.call("createNaturalPerson", { body: { registrationNumber: "12345678900", name: "x", birthDate: "1990-01-01" } }));
    expect(error).toMatchObject({ kind: "validation", status: 400, traceId: "trace-400" });
    expect(error.toFormErrors()).toEqual({ registrationNumber: "CPF com dígitos verificadores inválidos", "uploads.0.fileType": "informe um dos tipos aceitos" });
    expect(error.userMessage).toMatch(/corrija os campos/);
  });

  test.each([
    [403, "forbidden"],
    [404, "not-found"],
    [409, "conflict"],
    [429, "rate-limited"],
    [500, "server"],
  ] as const)("%i → %s", async (status, kind) => {
    const { client } = setUp(() => problemReply(status));
    expect((await creditFailure(client.call("getCreditNote", { params: { id: PERSON_ID } }))).kind).toBe(kind);
  });

  test("a non-JSON error body (a proxy's HTML) → an error by status", async () => {
    const { client } = setUp(() => new Response("<html><h1>Bad Gateway</h1></html>", { status: 502, headers: { "content-type": "text/html" } }));
    const error = await creditFailure(client.call("getCreditNote", { params: { id: PERSON_ID } }));
    expect(error).toMatchObject({ kind: "server", status: 502, title: "HTTP 502", fieldErrors: [] });
    expect(error.message).not.toContain("html");
  });

  test("a 2xx off the response schema → kind contract; only the paths are logged", async () => {
    const { client, logs } = setUp(() => jsonReply(personRecord({ registrationNumber: "MATRICULA-SECRETA-42", birthDate: 12 })));
    const error = await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }));
    expect(error).toMatchObject({ kind: "contract", status: 200 });
    expect([...error.issuePaths].sort()).toEqual(["birthDate", "registrationNumber"]);
    const line = logs.parsed().find(({ kind }) => kind === "contract");
    expect(line).toMatchObject({ level: "warn", operationId: "getNaturalPerson", issuePaths: expect.arrayContaining(["birthDate", "registrationNumber"]) });
    // a value no request id or timestamp can contain by chance
    expect(logs.text()).not.toContain("MATRICULA-SECRETA");
  });

  test("a 2xx that is not JSON → kind contract", async () => {
    const { client } = setUp(() => new Response("<html>login</html>", { status: 200, headers: { "content-type": "text/html" } }));
    expect((await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }))).kind).toBe("contract");
  });

  test("a redirect is not followed: kind contract, the token stays here", async () => {
    const { client, fake } = setUp(() => new Response(null, { status: 302, headers: { location: "https://elsewhere.example/" } }));
    expect((await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }))).kind).toBe("contract");
    expect(fake.requests.every(({ url }) => url.origin === BASE)).toBe(true);
  });
});

describe("logging", () => {
  test("names route, method, status, duration and ids; never the secret, a token, the query string or a CPF", async () => {
    let call = 0;
    const { client, logs } = setUp(({ url }) => {
      call += 1;
      if (call === 1) return problemReply(401);
      if (url.pathname === "/v1/NaturalPerson" && url.search) return problemReply(400, { traceId: "t-9", errors: [{ field: "registrationNumber", message: `CPF ${CPF} inválido` }] });
      return jsonReply(personRecord());
    });
    await client.call("getNaturalPerson", { params: { id: PERSON_ID } });
    await creditFailure(client.call("listNaturalPersons", { query: { registrationNumber: CPF } }));
    await client.call("createNaturalPerson", { body: { registrationNumber: CPF, name: "Maria Exemplo", birthDate: "1988-04-12" } });

    const text = logs.text();
    for (const forbidden of [SECRET, "token-1", "token-2", CPF, "registrationNumber=", "NaturalPerson?", "Maria", "1988-04-12"]) expect(text).not.toContain(forbidden);
    const lines = logs.parsed();
    expect(lines.find(({ operationId, level }) => operationId === "getNaturalPerson" && level === "debug")).toMatchObject({
      component: "credit-client",
      method: "GET",
      path: "/v1/NaturalPerson/{id}",
      status: 200,
      durationMs: expect.any(Number),
      requestId: expect.any(String),
      renewedToken: true,
    });
    expect(lines.find(({ operationId }) => operationId === "listNaturalPersons")).toMatchObject({
      level: "info",
      kind: "validation",
      status: 400,
      traceId: "t-9",
      fields: ["registrationNumber"],
    });
    expect(lines.some(({ operationId }) => operationId === "issueToken")).toBe(true);
  });

  test("a refused credential is logged with the client id, never the secret", async () => {
    const { client, logs } = setUp(() => jsonReply(personRecord()), { tokenReply: () => problemReply(401) });
    await creditFailure(client.call("getNaturalPerson", { params: { id: PERSON_ID } }));
    expect(logs.parsed()).toContainEqual(expect.objectContaining({ level: "warn", operationId: "issueToken", kind: "credentials", clientId: credential.clientId }));
    expect(logs.text()).not.toContain(SECRET);
  });
});
