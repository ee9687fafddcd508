import { describe, expect, it } from "vitest";
import { JSON_LIMITS, jsonLimitViolation, jsonNestsDeeperThan } from "./json-limits";

describe("jsonNestsDeeperThan", () => {
  it("counts objects and lists, not brackets inside strings", () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan("[".repeat(100_000), 32)).toBe(true);
  });
});

describe("jsonLimitViolation", () => {
  it("accepts a contract-sized body", () => {
    expect(jsonLimitViolation({ items: [{ amortization: { apr: 1.8, firstPaymentDate: "2026-05-01T00:00:00Z" } }], observations: "x".repeat(2000) })).toBeUndefined();
  });

  it("names the field that breaks a limit, cutting long keys in the path", () => {
    expect(jsonLimitViolation({ client_id: "a", ["A".repeat(40_000)]: 1 })).toEqual({
      field: `${"A".repeat(40)}…`,
      message: "nome de campo longo demais: no máximo 128 caracteres",
    });
    expect(jsonLimitViolation({ warranty: [{ registry_EmployerName: "x".repeat(JSON_LIMITS.maxStringLength + 1) }] })).toMatchObject({
      field: "warranty[0].registry_EmployerName",
      message: "texto longo demais: no máximo 10000 caracteres",
    });
    expect(jsonLimitViolation({ items: Array.from({ length: 1001 }, () => 1) })).toMatchObject({ field: "items", message: "lista longa demais: no máximo 1000 itens" });
    expect(jsonLimitViolation(Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`k${index}`, index])))).toMatchObject({ field: "" });
  });

  it("refuses nesting beyond the limit without recursion", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(jsonLimitViolation(deep)?.message).toMatch(/aninhado demais/);
  });
});
