import { describe, expect, test } from "vitest";
import { CreditApiError, isCreditApiError } from "./credit-api-error";
import { CREDIT_API_ERROR_KINDS } from "./error-kinds";
import { toFormFieldName } from "./form-errors";

const fieldErrors = [
  { field: "amortization.apr", message: "informe a taxa mensal em %" },
  { field: "warranty[0].totalValue", message: "informe o valor em reais" },
  { field: "warranty[0].totalValue", message: "maior que zero" },
  { field: "warranty[0].totalValue", message: "maior que zero" },
  { field: "", message: "informe ao menos um campo" },
];

describe("CreditApiError form helpers", () => {
  const error = new CreditApiError({ kind: "validation", operationId: "createCreditNote", status: 400, title: "Dados inválidos", fieldErrors });

  test("toFormErrors keys react-hook-form names; whole-request errors under root; repeated messages once", () => {
    expect(error.toFormErrors()).toEqual({
      "amortization.apr": "informe a taxa mensal em %",
      "warranty.0.totalValue": "informe o valor em reais; maior que zero",
      root: "informe ao menos um campo",
    });
  });

  test("fieldErrorsFor(prefix) keeps a sub-form's fields, relative to it; either path notation works", () => {
    expect(error.fieldErrorsFor("amortization")).toEqual({ apr: "informe a taxa mensal em %" });
    expect(error.fieldErrorsFor("warranty[0]")).toEqual({ totalValue: "informe o valor em reais; maior que zero" });
    expect(error.fieldErrorsFor("warranty.0")).toEqual(error.fieldErrorsFor("warranty[0]"));
    expect(error.fieldErrorsFor("amort")).toEqual({});
    expect(error.fieldErrorsFor()).toEqual(error.toFormErrors());
  });

  test("JSON paths become dotted names", () => {
    expect(toFormFieldName("items[10].warranty[0].totalValue")).toBe("items.10.warranty.0.totalValue");
    expect(toFormFieldName("[2].x")).toBe("2.x");
    expect(toFormFieldName("")).toBe("");
  });
});

describe("CreditApiError messages", () => {
  test("every kind has a pt-BR user message", () => {
    for (const kind of CREDIT_API_ERROR_KINDS) {
      const error = new CreditApiError({ kind, operationId: "getCreditNote", title: "t" });
      expect(error.userMessage).toMatch(/[a-zà-ú]{3}/);
      expect(error.userMessage).not.toMatch(/\b(token|HTTP|error|undefined)\b/i);
    }
    expect(new CreditApiError({ kind: "timeout", operationId: "x", title: "t" }).userMessage).toBe(
      "O serviço de crédito não respondeu a tempo; tente novamente.",
    );
  });

  test("a conflict or a business refusal shows the server's detail; a validation with fields stays generic", () => {
    const conflict = new CreditApiError({ kind: "conflict", operationId: "cancelCreditNote", status: 409, title: "x", detail: "A ação não é permitida no status atual." });
    expect(conflict.userMessage).toBe("A ação não é permitida no status atual.");
    const withFields = new CreditApiError({ kind: "validation", operationId: "x", status: 400, title: "x", detail: "veja errors", fieldErrors });
    expect(withFields.userMessage).toMatch(/corrija os campos/);
  });

  test("server and contract failures give support the trace id", () => {
    const error = new CreditApiError({ kind: "server", operationId: "x", status: 500, title: "Erro interno", traceId: "trace-123" });
    expect(error.userMessage).toContain("trace-123");
  });

  test("texts from the server are masked: no CPF, e-mail or token in message, title, detail or fields", () => {
    const error = new CreditApiError({
      kind: "conflict",
      operationId: "createNaturalPerson",
      status: 409,
      title: "CPF 10000001929 já cadastrado",
      detail: "maria@exemplo.com.br Bearer abc.def.ghi",
      fieldErrors: [{ field: "registrationNumber", message: "CPF 100.000.019-29 inválido" }],
    });
    const everything = JSON.stringify({ message: error.message, title: error.title, detail: error.detail, fieldErrors: error.fieldErrors, userMessage: error.userMessage });
    for (const secret of ["10000001929", "100.000.019-29", "maria@exemplo.com.br", "abc.def.ghi"]) expect(everything).not.toContain(secret);
    expect(error.message).toBe(`credit API createNaturalPerson: conflict 409 (${error.title})`);
  });
});

describe("isCreditApiError", () => {
  test("recognises instances and the brand, not look-alikes", () => {
    const error = new CreditApiError({ kind: "network", operationId: "x", title: "t" });
    expect(isCreditApiError(error)).toBe(true);
    expect(isCreditApiError(Object.assign(Object.create(null), { [Symbol.for("credito-parceiros.CreditApiError")]: true }))).toBe(true);
    expect(isCreditApiError({ name: "CreditApiError", kind: "network" })).toBe(false);
    expect(isCreditApiError(new Error("x"))).toBe(false);
    expect(isCreditApiError(null)).toBe(false);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("CreditApiError");
  });
});

describe("a 429", () => {
  test("tells the person when to try again, from Retry-After", () => {
    expect(new CreditApiError({ kind: "rate-limited", operationId: "x", title: "t", status: 429, retryAfterSeconds: 42 }).userMessage).toBe("O serviço de crédito limitou as chamadas; tente em 42 s.");
    expect(new CreditApiError({ kind: "rate-limited", operationId: "x", title: "t", status: 429 }).userMessage).toMatch(/limitou as chamadas; tente de novo em instantes/);
  });
});
