import { describe, expect, test } from "vitest";
import { operatorFiltersFrom } from "./operator-filters";

const BRANCH = "6f1c1c3e-3f0e-4b8e-9b1e-2f3a4b5c6d7e";

describe("operatorFiltersFrom", () => {
  test("reads the query string's filters", () => {
    expect(operatorFiltersFrom({ perfil: "officer", agencia: BRANCH, situacao: "locked" })).toEqual({ role: "officer", branchId: BRANCH, status: "locked" });
  });

  test("ignores empty, repeated or invalid values instead of failing the page", () => {
    expect(operatorFiltersFrom({ perfil: "", agencia: "not-a-uuid", situacao: "deleted" })).toEqual({ role: undefined, branchId: undefined, status: undefined });
    expect(operatorFiltersFrom({ perfil: ["desk", "manager"] })).toMatchObject({ role: "desk" });
  });
});
