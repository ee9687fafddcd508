import { describe, expect, it } from "vitest";
import { isValidCnpj, isValidCpf } from "@/lib/contract/tax-ids";
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import { buildSandboxRegistry, DEMO_SCENARIO_WORKER_SCENARIOS, demoScenarioCpf, MAX_MARGIN_SHARE, SANDBOX_REGISTRY_SIZE } from "./registry";
import { REGULAR_EXAMPLE_CPFS, SPECIAL_CPFS, specialCpfFor } from "./special-cpfs";

const registry = buildSandboxRegistry();
const byCpf = new Map(registry.workers.map((worker) => [worker.registrationNumber, worker]));
const worker = (cpf: string) => {
  const found = byCpf.get(cpf);
  if (!found) throw new Error(`missing ${cpf}`);
  return found;
};

describe("sandbox registry", () => {
  it("is deterministic: the same seed yields the same registry, another seed another one", () => {
    expect(buildSandboxRegistry()).toEqual(registry);
    const other = buildSandboxRegistry(1);
    expect(other.workers.map((w) => w.registrationNumber)).not.toEqual(registry.workers.map((w) => w.registrationNumber));
  });

  it("has the documented size, distinct valid CPFs and employers with valid CNPJs", () => {
    expect(registry.workers).toHaveLength(SANDBOX_REGISTRY_SIZE + DEMO_SCENARIO_WORKER_SCENARIOS.length);
    expect(byCpf.size).toBe(SANDBOX_REGISTRY_SIZE + DEMO_SCENARIO_WORKER_SCENARIOS.length);
    for (const { registrationNumber } of registry.workers) expect(isValidCpf(registrationNumber), registrationNumber).toBe(true);
    expect(registry.employers.length).toBeGreaterThanOrEqual(10);
    for (const employer of registry.employers) expect(isValidCnpj(employer.registrationNumber)).toBe(true);
    expect(new Set(registry.employers.map((e) => e.registrationNumber)).size).toBe(registry.employers.length);
    expect(new Set(registry.employers.map((e) => e.registrationCode)).size).toBe(registry.employers.length);
  });

  it("gives every worker with a link consistent employment data and a free margin within 35% of the salary", () => {
    const employers = new Map(registry.employers.map((e) => [e.registrationNumber, e]));
    const linked = registry.workers.filter((w) => w.employeeCode !== null);
    expect(linked.length).toBe(SANDBOX_REGISTRY_SIZE + DEMO_SCENARIO_WORKER_SCENARIOS.length - 1);
    for (const w of linked) {
      const employer = employers.get(w.employerRegistrationNumber ?? "");
      expect(employer?.registrationCode).toBe(w.employerRegistrationCode);
      expect(employer?.name).toBe(w.employerName);
      expect(w.employeeCode).toMatch(/^\d{8}$/);
      expect(String(w.positionCBOCode)).toMatch(/^\d{6}$/);
      expect(w.admissionDate!.getTime()).toBeLessThan(Date.UTC(2025, 6, 1));
      expect(w.grossSalaryInCents!).toBeGreaterThanOrEqual(151_800);
      expect(w.freeMarginInCents!).toBeGreaterThan(0);
      expect(w.freeMarginInCents!).toBeLessThanOrEqual(w.grossSalaryInCents! * MAX_MARGIN_SHARE);
    }
    for (const w of registry.workers) {
      expect(w.birthdayMonth).toBeGreaterThanOrEqual(1);
      expect(w.birthdayMonth).toBeLessThanOrEqual(12);
      expect(Number.isInteger(w.fgtsBalanceInCents)).toBe(true);
      expect(w.name.split(" ").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("holds every special CPF with its scenario, except the one that must not be registered", () => {
    for (const special of SPECIAL_CPFS) {
      if (special.scenario === "not-in-registry") expect(byCpf.has(special.cpf)).toBe(false);
      else expect(worker(special.cpf).scenario).toBe(special.scenario);
    }
    const regular = registry.workers.filter((w) => w.scenario === "regular");
    expect(regular).toHaveLength(SANDBOX_REGISTRY_SIZE - (SPECIAL_CPFS.length - 1));
    expect(regular.every((w) => w.birthdayWithdrawalOptIn && w.employeeCode !== null)).toBe(true);
  });

  it("holds an undocumented twin of each scenario the demo portfolio shows, with the same profile as the special CPF", () => {
    const documented = new Set([...SPECIAL_CPFS, ...REGULAR_EXAMPLE_CPFS].map((entry) => entry.cpf));
    for (const scenario of DEMO_SCENARIO_WORKER_SCENARIOS) {
      const twin = worker(demoScenarioCpf(scenario));
      expect(documented.has(twin.registrationNumber), scenario).toBe(false);
      expect(twin.scenario).toBe(scenario);
      const special = worker(specialCpfFor(scenario));
      for (const field of ["freeMarginInCents", "fgtsBalanceInCents", "birthdayWithdrawalOptIn", "grossSalaryInCents"] as const) expect(twin[field], `${scenario} ${field}`).toBe(special[field]);
    }
  });

  it("makes the named path the only thing that goes wrong for each special CPF", () => {
    expect(worker(specialCpfFor("no-employment-link"))).toMatchObject({ employeeCode: null, employerRegistrationNumber: null, freeMarginInCents: null });
    expect(worker(specialCpfFor("no-employment-link")).fgtsBalanceInCents).toBeGreaterThan(100_000);
    expect(worker(specialCpfFor("margin-below-request")).freeMarginInCents).toBe(2_500);
    expect(worker(specialCpfFor("fgts-balance-too-small")).fgtsBalanceInCents).toBe(5_000);
    expect(worker(specialCpfFor("fgts-no-birthday-withdrawal")).birthdayWithdrawalOptIn).toBe(false);
    for (const scenario of ["authorization-refused", "settlement-failure", "manual-warranty"] as const) {
      const healthy = worker(specialCpfFor(scenario));
      expect(healthy.freeMarginInCents).toBeGreaterThan(100_000);
      expect(healthy.fgtsBalanceInCents).toBeGreaterThan(100_000);
      expect(healthy.birthdayWithdrawalOptIn).toBe(true);
    }
  });

  it("matches the documented profiles of the regular examples", () => {
    for (const example of REGULAR_EXAMPLE_CPFS) {
      const w = worker(example.cpf);
      expect(w.scenario).toBe("regular");
      for (const amount of [w.grossSalaryInCents!, w.freeMarginInCents!, w.fgtsBalanceInCents]) {
        expect(example.description).toContain(normalizeSpaces(formatCents(cents(amount))));
      }
    }
  });
});
