import { describe, expect, it } from "vitest";
import { PROBLEM_CONTENT_TYPE, problemResponse } from "./problem";

describe("problemResponse", () => {
  it("answers application/problem+json with the RFC 9457 members", async () => {
    const response = problemResponse({
      status: 400,
      title: "Dados inválidos",
      detail: "Um ou mais campos são inválidos.",
      type: "/problems/validation",
      errors: [{ field: "amortization.apr", message: "Informe a taxa mensal em %, maior que zero." }],
      instance: "/v1/Amortization",
      traceId: "trace-123456",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe(PROBLEM_CONTENT_TYPE);
    expect(response.headers.get("x-request-id")).toBe("trace-123456");
    expect(await response.json()).toEqual({
      type: "/problems/validation",
      title: "Dados inválidos",
      status: 400,
      detail: "Um ou mais campos são inválidos.",
      instance: "/v1/Amortization",
      errors: [{ field: "amortization.apr", message: "Informe a taxa mensal em %, maior que zero." }],
      traceId: "trace-123456",
    });
  });

  it("defaults type to about:blank and omits absent members", async () => {
    const response = problemResponse({ status: 404, title: "Não encontrado" });
    expect(await response.json()).toEqual({ type: "about:blank", title: "Não encontrado", status: 404 });
  });

  it("masks personal data in detail and field messages, and keeps given headers", async () => {
    const response = problemResponse({
      status: 409,
      title: "Conflito",
      detail: "O CPF 123.456.789-09 já tem operação em andamento.",
      errors: [{ field: "email", message: "joao@dominio.com já cadastrado" }],
      headers: { "retry-after": "5", "content-type": "text/plain" },
    });
    const text = await response.text();
    expect(text).not.toContain("123.456.789-09");
    expect(text).not.toContain("joao@dominio.com");
    expect(text).toContain("***.456.789-**");
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("content-type")).toBe(PROBLEM_CONTENT_TYPE);
  });
});
