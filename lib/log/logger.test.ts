import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger, logger } from "./logger";

const CPF = "12345678909";
const FORMATTED_CPF = "123.456.789-09";
const EMAIL = "joao.silva@dominio.com.br";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl";
const ACCOUNT = "98765-4";
const SECRETS = [CPF, FORMATTED_CPF, EMAIL, TOKEN, ACCOUNT, "98765", "João Silva", "s3cr3t-value"];

/** Captures what really reaches the process streams. */
function captureStreams() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
  return { stdout, stderr, all: () => [...stdout, ...stderr].join("") };
}

function parseLines(output: string[]): Array<Record<string, unknown>> {
  return output.flatMap((chunk) => chunk.split("\n").filter((line) => line !== "")).map((line) => JSON.parse(line));
}

function expectNoPersonalData(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe("logger", () => {
  let streams: ReturnType<typeof captureStreams>;

  beforeEach(() => {
    vi.stubEnv("LOG_LEVEL", "debug");
    streams = captureStreams();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("writes one JSON line with level, ISO time, msg and fields; warn/error go to stderr", () => {
    logger.info("operação criada", { operationId: "op-1", requestedAmount: 123456 });
    logger.error("falhou", { operationId: "op-2" });
    const [info] = parseLines(streams.stdout);
    const [error] = parseLines(streams.stderr);
    expect(info).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      msg: "operação criada",
      operationId: "op-1",
      requestedAmount: 123456,
    });
    expect(error).toMatchObject({ level: "error", msg: "falhou", operationId: "op-2" });
    expect(streams.stdout.every((chunk) => chunk.endsWith("\n"))).toBe(true);
  });

  it("masks flat fields", () => {
    logger.info("pessoa", {
      registrationNumber: CPF,
      name: "João Silva",
      email: EMAIL,
      accountNumber: ACCOUNT,
      authorization: `Bearer ${TOKEN}`,
      client_secret: "s3cr3t-value",
    });
    expectNoPersonalData(streams.all());
    expect(parseLines(streams.stdout)[0]).toMatchObject({
      registrationNumber: "***.456.789-**",
      name: "J*** S***",
      email: "j***@d***.com.br",
      accountNumber: "****5-4",
      authorization: "Bearer ***",
      client_secret: "***",
    });
  });

  it("masks nested objects and arrays", () => {
    logger.warn("lote", {
      request: {
        headers: { Authorization: `Bearer ${TOKEN}` },
        body: { borrower: { cpf: FORMATTED_CPF, contacts: [EMAIL, "(11) 98765-4321"] } },
      },
      bankAccounts: [{ account: ACCOUNT, holderName: "João Silva" }],
    });
    expectNoPersonalData(streams.all());
    expect(streams.all()).toContain("***.456.789-**");
  });

  it("masks CPFs, e-mails and tokens embedded in messages and free-text fields", () => {
    logger.info(`consulta de margem do CPF ${CPF} (${EMAIL}) com Bearer ${TOKEN}`, {
      note: `titular ${FORMATTED_CPF}, conta ${ACCOUNT}`,
    });
    expectNoPersonalData(streams.all());
    expect(parseLines(streams.stdout)[0]?.msg).toBe(
      "consulta de margem do CPF ***.456.789-** (j***@d***.com.br) com Bearer ***",
    );
  });

  it("logs errors with masked name/message and a stack outside production only", () => {
    const error = new Error(`CPF ${CPF} não autorizado`);
    logger.error("falha na consulta", error);
    vi.stubEnv("NODE_ENV", "production");
    logger.error("falha na consulta", { err: error });
    expectNoPersonalData(streams.all());
    const [development, production] = parseLines(streams.stderr);
    expect(development?.err).toMatchObject({ name: "Error", message: "CPF ***.456.789-** não autorizado" });
    expect(development?.err).toHaveProperty("stack");
    expect(production?.err).toEqual({ name: "Error", message: "CPF ***.456.789-** não autorizado" });
  });

  it("handles circular fields without throwing", () => {
    const borrower: Record<string, unknown> = { cpf: CPF };
    borrower.self = borrower;
    expect(() => logger.info("circular", { borrower })).not.toThrow();
    expect(parseLines(streams.stdout)[0]?.borrower).toEqual({ cpf: "***.456.789-**", self: "[Circular]" });
  });

  it("child loggers add masked bindings to every line", () => {
    const child = logger.child({ requestId: "req-1", registrationNumber: CPF });
    child.child({ step: "margin" }).info("ok");
    expectNoPersonalData(streams.all());
    expect(parseLines(streams.stdout)[0]).toMatchObject({
      requestId: "req-1",
      registrationNumber: "***.456.789-**",
      step: "margin",
    });
  });

  it("never lets a field overwrite level, time or msg", () => {
    logger.info("real", { level: "fake", msg: "fake", time: "fake" });
    expect(parseLines(streams.stdout)[0]).toMatchObject({ level: "info", msg: "real", _level: "fake", _msg: "fake" });
  });

  it("filters by LOG_LEVEL, read at call time", () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    expect(parseLines(streams.stdout)).toEqual([]);
    expect(parseLines(streams.stderr).map((line) => line.msg)).toEqual(["w"]);
    expect(logger.isLevelEnabled("info")).toBe(false);

    vi.stubEnv("LOG_LEVEL", "silent");
    logger.error("e");
    vi.stubEnv("LOG_LEVEL", "nonsense"); // unknown → info
    logger.debug("d2");
    logger.info("i2");
    expect(parseLines(streams.stderr).map((line) => line.msg)).toEqual(["w"]);
    expect(parseLines(streams.stdout).map((line) => line.msg)).toEqual(["i2"]);
  });

  it("accepts a fixed level and a custom sink", () => {
    const lines: string[] = [];
    const quiet = createLogger({ level: "error", sink: (_level, line) => lines.push(line) });
    quiet.warn("w");
    quiet.error("e", { cpf: CPF });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(CPF);
    expect(streams.all()).toBe("");
  });
});
