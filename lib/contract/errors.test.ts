import { describe, expect, test } from "vitest";
import { z } from "zod";
import { formatFieldPath, MAX_FIELD_ERRORS, toFieldErrors } from "./errors";
import { requestObject } from "./objects";
import { pageOf, paginationQuerySchema } from "./pagination";
import { problemSchema } from "./problem";
import { tokenRequestSchema, tokenResponseSchema } from "./token";
import { fieldErrorsOf, messagesFor } from "./test-fixtures";

describe("formatFieldPath", () => {
  test.each([
    [[], ""],
    [["amortization", "apr"], "amortization.apr"],
    [["warranty", 0, "totalValue"], "warranty[0].totalValue"],
    [[0, "warranty", "fgtsBalanceInCents"], "[0].warranty.fgtsBalanceInCents"],
    [["contacts", 1], "contacts[1]"],
  ])("%j → %s", (path, text) => {
    expect(formatFieldPath(path)).toBe(text);
  });
});

describe("toFieldErrors", () => {
  const sample = requestObject({ a: z.number({ error: "informe a" }), list: z.array(z.number({ error: "informe número" })) }, "amostra");

  test("lists one entry per unknown key, each under its own path", () => {
    const result = sample.safeParse({ a: 1, list: [], x: 1, y: 2 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual([
      { field: "x", message: expect.stringMatching(/campo desconhecido: x \(amostra\); envie só os campos aceitos: a ou list/) },
      { field: "y", message: expect.stringMatching(/campo desconhecido: y \(amostra\)/) },
    ]);
  });

  test("lists at most MAX_FIELD_ERRORS entries, however many keys a hostile body sends", () => {
    const body = Object.fromEntries([["a", 1], ["list", []], ...Array.from({ length: 900 }, (_, index) => [`k${index}`, index])]);
    const result = sample.safeParse(body);
    if (result.success) throw new Error("expected a failure");
    const errors = toFieldErrors(result.error);
    expect(errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(errors[0]).toEqual({ field: "k0", message: expect.stringMatching(/^campo desconhecido: k0 \(amostra\)/) });
  });

  test("keeps the schema's messages and nested paths, without duplicates", () => {
    expect(fieldErrorsOf(sample, { a: "1", list: [1, "2", "3"] })).toEqual([
      { field: "a", message: "informe a" },
      { field: "list[1]", message: "informe número" },
      { field: "list[2]", message: "informe número" },
    ]);
  });
});

describe("pagination", () => {
  test.each([
    [{}, { page: 1, size: 20 }],
    [{ page: "2", size: "50" }, { page: 2, size: 50 }],
    [{ page: 3, size: 100 }, { page: 3, size: 100 }],
  ])("%j is read as %j", (query, parsed) => {
    expect(paginationQuerySchema.parse(query)).toEqual(parsed);
  });

  test.each([
    ["page", "0"],
    ["page", "-1"],
    ["size", "0"],
    ["size", "101"],
    ["size", "20.5"],
  ])("%s = %s is refused with the range", (field, value) => {
    expect(messagesFor(paginationQuerySchema, { [field]: value }, field)).toEqual([expect.stringMatching(/inteiro/)]);
  });

  test("the page envelope", () => {
    const page = pageOf(z.string());
    expect(page.parse({ data: ["a"], page: 1, size: 20, totalItems: 1, totalPages: 1 }).data).toEqual(["a"]);
    expect(page.safeParse({ data: ["a"], page: 0, size: 20, totalItems: 1, totalPages: 1 }).success).toBe(false);
  });
});

describe("problem+json", () => {
  test("accepts RFC 9457 bodies with field errors and extension members", () => {
    const problem = {
      type: "/problems/validation",
      title: "Dados inválidos",
      status: 400,
      detail: "Corrija os campos indicados.",
      errors: [{ field: "amortization.apr", message: "informe a taxa mensal em percentual, maior que zero" }],
      traceId: "abc",
      extra: true,
    };
    expect(problemSchema.parse(problem).errors).toHaveLength(1);
  });
});

describe("token", () => {
  test.each([
    [{ client_id: "cli", client_secret: "sec" }],
    [{ grant_type: "client_credentials", client_id: "cli", client_secret: "sec" }],
  ])("%j is a valid request", (body) => {
    expect(fieldErrorsOf(tokenRequestSchema, body)).toEqual([]);
  });

  test.each([
    [{ client_id: "cli" }, "client_secret", /^campo obrigatório: informe o client_secret/],
    [{ grant_type: "password", client_id: "cli", client_secret: "sec" }, "grant_type", /client_credentials/],
  ])("%j is refused", (body, field, message) => {
    expect(messagesFor(tokenRequestSchema, body, field)).toEqual([expect.stringMatching(message)]);
  });

  test("the response is a Bearer token with its lifetime", () => {
    expect(tokenResponseSchema.parse({ access_token: "t", token_type: "Bearer", expires_in: 3600 }).expires_in).toBe(3600);
    expect(tokenResponseSchema.safeParse({ access_token: "t", token_type: "bearer", expires_in: 3600 }).success).toBe(false);
  });
});
