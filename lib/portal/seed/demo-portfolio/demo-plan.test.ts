import { describe, expect, test } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { demoScenarioCpf, DEMO_SCENARIO_WORKER_SCENARIOS } from "@/lib/credit/sandbox/registry";
import { REGULAR_EXAMPLE_CPFS, SPECIAL_CPFS } from "@/lib/credit/sandbox/special-cpfs";
import { DEMO_OPERATORS } from "../demo-portal";
import { buildDemoPlan, OUTCOME_STATUS, pricePrincipal, sacPrincipal } from "./demo-plan";
import { demoPdf } from "./demo-documents";

const plan = buildDemoPlan();
const specialCpfs = new Set(DEMO_SCENARIO_WORKER_SCENARIOS.map((scenario) => demoScenarioCpf(scenario)));

describe("the demo portfolio's plan", () => {
  test("30 to 60 operations, every originating demo operator with both products, keys unique", () => {
    const operations = plan.filter((demoCase) => OUTCOME_STATUS[demoCase.outcome] !== null);
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(operations.length).toBeLessThanOrEqual(60);
    expect(new Set(plan.map((demoCase) => demoCase.key)).size).toBe(plan.length);
    const originators = DEMO_OPERATORS.filter((operator) => operator.branch !== null).map((operator) => operator.email);
    for (const email of originators) {
      const own = operations.filter((demoCase) => demoCase.operatorEmail === email);
      expect(new Set(own.map((demoCase) => demoCase.terms.product)), email).toEqual(new Set(["payroll", "fgts"]));
    }
    expect(new Set(plan.map((demoCase) => demoCase.terms.productId))).toEqual(new Set(Object.values(PRODUCT_IDS)));
  });

  test("every outcome appears; desk queue, refusals and one cancel included", () => {
    const outcomes = plan.map((demoCase) => demoCase.outcome);
    for (const outcome of Object.keys(OUTCOME_STATUS)) expect(outcomes, outcome).toContain(outcome);
    expect(outcomes.filter((outcome) => outcome === "canceled")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "manual-warranty" || outcome === "manual-liquidation").length).toBeGreaterThanOrEqual(4);
  });

  test("regular borrowers are never shared; amounts are within the products' ranges and the workers' margins", () => {
    const regular = plan.filter((demoCase) => !specialCpfs.has(demoCase.worker.registrationNumber));
    expect(new Set(regular.map((demoCase) => demoCase.worker.registrationNumber)).size).toBe(regular.length);
    for (const demoCase of plan) {
      const { terms, worker } = demoCase;
      expect(demoCase.birthDate.slice(5, 7)).toBe(String(worker.birthdayMonth).padStart(2, "0"));
      if (terms.product === "fgts") {
        expect([12, 24, 36]).toContain(terms.termInMonths);
        const perYear = terms.requestedAmountInCents / (terms.termInMonths / 12);
        expect(perYear).toBeGreaterThanOrEqual(10_000);
        expect(perYear).toBeLessThanOrEqual(50_000);
        expect(terms.apr).toBeGreaterThanOrEqual(1.29);
        expect(terms.apr).toBeLessThanOrEqual(1.8);
      } else {
        expect(Number.isInteger(terms.valueInCents)).toBe(true);
        expect(terms.valueInCents).toBeGreaterThanOrEqual(10_000);
        if (worker.scenario === "regular" && terms.path === "offers") expect(terms.valueInCents).toBeLessThan(worker.freeMarginInCents!);
      }
    }
  });

  test("no case uses a CPF the sandbox documents (special or regular example): partners test with those", () => {
    const documented = new Set([...SPECIAL_CPFS, ...REGULAR_EXAMPLE_CPFS].map((entry) => entry.cpf));
    expect(plan.filter((demoCase) => documented.has(demoCase.worker.registrationNumber)).map((demoCase) => demoCase.key)).toEqual([]);
    expect(plan.filter((demoCase) => demoCase.worker.scenario !== "regular").length).toBeGreaterThanOrEqual(5);
  });

  test("each FGTS borrower anticipates once (one FGTS operation per holder a year)", () => {
    const fgts = plan.filter((demoCase) => demoCase.terms.product === "fgts");
    expect(new Set(fgts.map((demoCase) => demoCase.worker.registrationNumber)).size).toBe(fgts.length);
  });

  test("principals from an installment: Price and SAC", () => {
    // 24 × R$ 100,00 at 2% a month (Price): R$ 1.891,39.
    expect(Math.round(pricePrincipal(10_000, 2, 24))).toBe(189_139);
    // SAC: first installment = P/n + P·i → P = 100 / (1/24 + 0.02) = R$ 1.621,62.
    expect(Math.round(sacPrincipal(10_000, 2, 24))).toBe(162_162);
  });

  test("documents are PDFs whose bytes differ by tag and whose cross-reference table points at each object", () => {
    const text = new TextDecoder().decode(demoPdf("Termo de consentimento FGTS", "a"));
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).not.toBe(new TextDecoder().decode(demoPdf("Termo de consentimento FGTS", "b")));
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(Number(/startxref\n(\d+)/.exec(text)?.[1])).toBe(text.indexOf("xref\n"));
  });
});
