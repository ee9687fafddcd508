import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { withProblemHandling } from "./handle-route";
import { readJsonBody } from "./read-json-body";

const CPF = "12345678909";
type Context = { params: Promise<{ id: string }> };
const context: Context = { params: Promise.resolve({ id: "op-1" }) };

function request(init: RequestInit & { headers?: Record<string, string> } = {}, query = ""): Request {
  return new Request(`http://localhost/v1/CreditNote/op-1${query}`, { method: "POST", ...init });
}

function failing(thrown: unknown) {
  return withProblemHandling<Request, Context>(() => {
    throw thrown;
  });
}

describe("withProblemHandling", () => {
  let stdout: string[];
  let stderr: string[];

  beforeEach(() => {
    vi.stubEnv("LOG_LEVEL", "info");
    stdout = [];
    stderr = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => stdout.push(String(chunk)) > 0);
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => stderr.push(String(chunk)) > 0);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const logLines = (chunks: string[]) => chunks.join("").split("\n").filter(Boolean).map((line) => JSON.parse(line));

  it("passes successful responses through untouched", async () => {
    const handler = withProblemHandling(async (_request: Request, ctx: Context) => {
      const { id } = await ctx.params;
      return Response.json({ id });
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "op-1" });
  });

  it("turns an AppError into its problem, with a traceId that is in the log line", async () => {
    const response = await failing(
      new AppError("CONFLICT_STATUS", { message: "cancel in Finished", userMessage: "Cancelar não é permitido em Finished." }),
    )(request(), context);
    const body = await response.json();
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(body).toMatchObject({ type: "/problems/conflict-status", status: 409, detail: "Cancelar não é permitido em Finished." });
    expect(body.traceId).toEqual(expect.any(String));
    expect(response.headers.get("x-request-id")).toBe(body.traceId);
    expect(logLines(stdout)[0]).toMatchObject({
      level: "info",
      traceId: body.traceId,
      code: "CONFLICT_STATUS",
      status: 409,
      method: "POST",
      path: "/v1/CreditNote/op-1",
    });
  });

  it.each([
    ["UNAUTHORIZED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["BUSINESS_RULE", 400],
    ["IDEMPOTENCY_MISMATCH", 409],
    ["RATE_LIMITED", 429],
  ] as const)("maps %s to %d", async (code, status) => {
    const response = await failing(new AppError(code))(request(), context);
    expect(response.status).toBe(status);
    expect((await response.json()).type).toBe(`/problems/${code.toLowerCase().replaceAll("_", "-")}`);
  });

  it("logs an UPSTREAM AppError as an error and answers 502 without its internal message", async () => {
    const response = await failing(new AppError("UPSTREAM", { message: "registry timed out for cpf 12345678909" }))(request(), context);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain("registry");
    const [line] = logLines(stderr);
    expect(line).toMatchObject({ level: "error", code: "UPSTREAM" });
    expect(JSON.stringify(line)).not.toContain(CPF);
  });

  it("turns a ZodError into a 400 validation problem with field errors", async () => {
    const schema = z.object({ amortization: z.object({ apr: z.number() }), items: z.array(z.object({ n: z.int() })) });
    const handler = withProblemHandling(async (req: Request) => Response.json(await readJsonBody(req, schema)));
    const response = await handler(
      request({ body: JSON.stringify({ amortization: { apr: "2" }, items: [{ n: 1.5 }] }), headers: { "content-type": "application/json" } }),
      context,
    );
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.type).toBe("/problems/validation");
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual(["amortization.apr", "items[0].n"]);
  });

  it("uses an injected zod formatter", async () => {
    const handler = withProblemHandling(
      () => {
        z.object({ a: z.string() }).parse({});
        return new Response();
      },
      { toFieldErrors: (error) => error.issues.map(() => ({ field: "custom", message: "formatado" })) },
    );
    expect((await (await handler(request(), context)).json()).errors).toEqual([{ field: "custom", message: "formatado" }]);
  });

  it("turns a malformed JSON body read by the handler into 400 'Corpo JSON inválido.'", async () => {
    const handler = withProblemHandling(async (req: Request) => Response.json(await req.json()));
    const response = await handler(request({ body: '{"cpf": "12345678909",' }), context);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: "/problems/malformed-body", detail: "Corpo JSON inválido." });
  });

  it("maps readJsonBody's missing body and wrong content type", async () => {
    const handler = withProblemHandling(async (req: Request) => Response.json(await readJsonBody(req)));
    const missing = await handler(request({ headers: { "content-type": "application/json" } }), context);
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toBe("Corpo JSON ausente.");
    const wrongType = await handler(request({ body: "a=1", headers: { "content-type": "text/plain" } }), context);
    expect(wrongType.status).toBe(415);
  });

  it("a client that went away mid-body is not a 500 nor an error line: 400, logged at info", async () => {
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const response = await failing(aborted)(request(), context);
    expect(response.status).toBe(400);
    const lines = logLines([...stdout, ...stderr]);
    expect(lines.some((line) => line.level === "error")).toBe(false);
    expect(lines).toEqual([expect.objectContaining({ level: "info", status: 400 })]);
  });

  it("treats a SyntaxError that is not about the request body as a 500", async () => {
    const response = await failing(new SyntaxError("Unexpected token < in upstream reply"))(request(), context);
    expect(response.status).toBe(500);
  });

  it("turns an unknown error with a CPF into a 500 without it, logged masked with the same traceId", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const thrown = new Error(`borrower ${CPF} (joao@dominio.com) not found in registry`);
    const response = await failing(thrown)(request({}, `?registrationNumber=${CPF}`), context);
    const text = await response.text();
    const body = JSON.parse(text);

    expect(response.status).toBe(500);
    expect(body).toEqual({
      type: "/problems/internal",
      title: "Erro interno",
      status: 500,
      detail: "Ocorreu um erro inesperado. Informe o traceId ao suporte.",
      traceId: expect.any(String),
    });
    expect(text).not.toContain(CPF);
    expect(text).not.toContain("borrower");
    expect(text).not.toContain("at ");

    const output = [...stdout, ...stderr].join("");
    expect(output).not.toContain(CPF);
    expect(output).not.toContain("joao@dominio.com");
    const [line] = logLines(stderr);
    expect(line).toMatchObject({
      level: "error",
      traceId: body.traceId,
      status: 500,
      code: "INTERNAL",
      path: "/v1/CreditNote/op-1",
      err: { name: "Error", message: "borrower ***.456.789-** (j***@d***.com) not found in registry" },
    });
    expect(JSON.stringify(line)).not.toContain("stack");
  });

  it("keeps the stack in the log (masked) outside production", async () => {
    vi.stubEnv("NODE_ENV", "development");
    await failing(new Error(`falha ${CPF}`))(request(), context);
    const [line] = logLines(stderr);
    expect(line.err.stack).toContain("falha ***.456.789-**");
    expect(stderr.join("")).not.toContain(CPF);
  });

  it("reuses a well-formed incoming x-request-id and ignores a bad one", async () => {
    const reused = await failing(new Error("x"))(request({ headers: { "x-request-id": "abc-12345678" } }), context);
    expect((await reused.json()).traceId).toBe("abc-12345678");
    const ignored = await failing(new Error("x"))(request({ headers: { "x-request-id": "bad id!" } }), context);
    expect((await ignored.json()).traceId).toMatch(/^[0-9a-f-]{36}$/);
    const personal = await failing(new Error("x"))(request({ headers: { "x-request-id": CPF } }), context);
    expect((await personal.json()).traceId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
