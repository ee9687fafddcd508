import { describe, expect, it } from "vitest";
import { appErrorResponse } from "./app-error-response";
import { APP_ERROR_CODES, APP_ERROR_STATUS, APP_ERRORS, AppError, isAppError, type AppErrorCode } from "./errors";

const EXPECTED_STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  MALFORMED_BODY: 400,
  BUSINESS_RULE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT_STATUS: 409,
  ALREADY_EXISTS: 409,
  DOCUMENT_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_MISMATCH: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
};

describe("AppError", () => {
  it("maps every code to its status", () => {
    expect(APP_ERROR_STATUS).toEqual(EXPECTED_STATUS);
    for (const code of APP_ERROR_CODES) expect(new AppError(code).status).toBe(EXPECTED_STATUS[code]);
  });

  it("has a distinct problem type per code", () => {
    const types = APP_ERROR_CODES.map((code) => APP_ERRORS[code].type);
    expect(new Set(types).size).toBe(types.length);
    expect(types.every((type) => type.startsWith("/problems/"))).toBe(true);
  });

  it("keeps the internal message apart from the user message", () => {
    const error = new AppError("CONFLICT_STATUS", {
      message: "cancel refused: operation op-1 in Finished",
      userMessage: "A operação está em Finished; cancelar só é permitido até Signatures.",
    });
    expect(error.message).toBe("cancel refused: operation op-1 in Finished");
    expect(error.userMessage).toBe("A operação está em Finished; cancelar só é permitido até Signatures.");
    expect(new AppError("NOT_FOUND").message).toBe(APP_ERRORS.NOT_FOUND.userMessage);
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error("x"))).toBe(false);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
  });
});

describe("appErrorResponse", () => {
  it.each(APP_ERROR_CODES)("%s → problem with its status, type and title", async (code) => {
    const response = appErrorResponse(new AppError(code), "trace-000001");
    const body = await response.json();
    expect(response.status).toBe(EXPECTED_STATUS[code]);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(body).toEqual({
      type: APP_ERRORS[code].type,
      title: APP_ERRORS[code].title,
      status: EXPECTED_STATUS[code],
      detail: APP_ERRORS[code].userMessage,
      traceId: "trace-000001",
    });
  });

  it("uses the user message, never the internal one, and includes field errors", async () => {
    const error = new AppError("BUSINESS_RULE", {
      message: "internal: product range 1.2..3.5",
      userMessage: "A taxa deve estar entre 1,20 % e 3,50 % ao mês.",
      fieldErrors: [{ field: "amortization.apr", message: "Fora da faixa do produto (1,20 % a 3,50 % a.m.)." }],
    });
    const body = await appErrorResponse(error).json();
    expect(body.detail).toBe("A taxa deve estar entre 1,20 % e 3,50 % ao mês.");
    expect(body.errors).toEqual([{ field: "amortization.apr", message: "Fora da faixa do produto (1,20 % a 3,50 % a.m.)." }]);
    expect(JSON.stringify(body)).not.toContain("internal");
  });

  it("adds WWW-Authenticate on 401 and Retry-After on 429", () => {
    expect(appErrorResponse(new AppError("UNAUTHORIZED")).headers.get("www-authenticate")).toMatch(/^Bearer/);
    const limited = appErrorResponse(new AppError("RATE_LIMITED", { retryAfterSeconds: 2.5 }));
    expect(limited.headers.get("retry-after")).toBe("3");
  });
});
