import { describe, expect, test } from "vitest";
import { amortizationSchema, warrantyItemSchema } from "@/lib/contract";
import { fgtsAmortization, priceAmortization, warrantyItem } from "@/lib/contract/test-fixtures";
import { largestInstallmentInCents } from "@/lib/finance";
import { priceRow } from "../products/test-product-rows";
import { computePlan } from "../simulation/compute-plan";
import { toAmortizationPlan } from "../simulation/to-amortization-plan";
import { readStoredAmortization, readStoredPlan, readStoredWarranty, requireStoredPlan, StoredJsonError } from "./read-credit-note-json";

const id = "7d9f1b2c-3e4a-4f5b-9c6d-1e2f3a4b5c6d";
/** What the API stores: the parsed request, through JSON (as the column holds it). */
const stored = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;

function storedPlan() {
  const amortization = amortizationSchema.parse({ ...priceAmortization(), startDate: "2026-05-04T00:00:00Z" });
  const result = computePlan(priceRow(), amortization);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return stored(toAmortizationPlan(id, priceRow().id, result.plan));
}

describe("the stored JSON columns, parsed with the contract's schemas", () => {
  test("what the API stores reads back unchanged", () => {
    for (const amortization of [priceAmortization(), fgtsAmortization()]) {
      const value = stored(amortizationSchema.parse(amortization));
      expect(readStoredAmortization({ id, amortization: value })).toEqual(value);
    }
    const plan = storedPlan();
    expect(readStoredPlan({ id, plan })).toEqual(plan);
    expect(requireStoredPlan({ id, plan })).toEqual(plan);
    const warranty = stored([warrantyItemSchema.parse(warrantyItem())]);
    expect(readStoredWarranty({ id, warranty })).toEqual(warranty);
  });

  test("no plan yet is null for a reader, an error where one is required", () => {
    expect(readStoredPlan({ id, plan: null })).toBeNull();
    expect(() => requireStoredPlan({ id, plan: null })).toThrow(`credit note ${id}: no stored plan`);
  });

  test("a row that does not match the contract fails naming the operation, the column and the path", () => {
    const plan = storedPlan();
    const broken = { ...plan, installments: [{ ...plan.installments[0], paymentInCents: "528,71" }] };
    expect(() => readStoredPlan({ id, plan: broken })).toThrow(StoredJsonError);
    expect(() => readStoredPlan({ id, plan: broken })).toThrow(new RegExp(`credit note ${id}: stored plan .*plan\\.installments\\.0\\.paymentInCents`));
    expect(() => readStoredWarranty({ id, warranty: {} })).toThrow(/stored warranty/);
    expect(() => readStoredAmortization({ id, amortization: { amortizationType: "price" } })).toThrow(/amortization\.requestedAmount/);
  });

  test("the largest installment: the plan's largest payment; 0 for an empty plan or none", () => {
    const plan = storedPlan();
    expect(largestInstallmentInCents(plan)).toBe(Math.max(...plan.installments.map((installment) => installment.paymentInCents)));
    expect(largestInstallmentInCents({ installments: [] })).toBe(0);
    expect(largestInstallmentInCents(null)).toBe(0);
  });
});
