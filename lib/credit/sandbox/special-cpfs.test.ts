import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isValidCpf } from "@/lib/contract/tax-ids";
import { REGULAR_EXAMPLE_CPFS, SANDBOX_SCENARIOS, SPECIAL_CPFS, specialCpfFor } from "./special-cpfs";

describe("special CPFs", () => {
  const all = [...SPECIAL_CPFS, ...REGULAR_EXAMPLE_CPFS];

  it("have valid check digits and are distinct", () => {
    for (const { cpf } of all) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(new Set(all.map(({ cpf }) => cpf)).size).toBe(all.length);
  });

  it("cover every refusal scenario exactly once, with a pt-BR description", () => {
    const refusals = SANDBOX_SCENARIOS.filter((scenario) => scenario !== "regular");
    expect(SPECIAL_CPFS.map(({ scenario }) => scenario).sort()).toEqual([...refusals].sort());
    for (const { description } of all) expect(description.length).toBeGreaterThan(30);
    expect(REGULAR_EXAMPLE_CPFS.length).toBeGreaterThanOrEqual(3);
    expect(REGULAR_EXAMPLE_CPFS.every(({ scenario }) => scenario === "regular")).toBe(true);
  });

  it("finds the CPF of a scenario", () => {
    expect(specialCpfFor("authorization-refused")).toBe("90000001147");
    expect(specialCpfFor("manual-warranty")).toBe("90000007773");
  });

  it("are all listed in the credit API guide's sandbox table", () => {
    const guide = readFileSync(path.join(__dirname, "../../../docs/credit-api.md"), "utf8");
    for (const { cpf } of all) expect(guide).toContain(`\`${cpf}\``);
  });
});
