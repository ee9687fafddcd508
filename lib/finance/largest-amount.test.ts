import { describe, expect, it } from "vitest";
import { asCents } from "./cents";
import { largestInstallmentInCents } from "./installment-runs";
import { largestFgtsAmountInCents, largestPriceAmountInCents } from "./largest-amount";
import { simulatePlan } from "./plan";
import { priceInstallment } from "./price";
import { fgtsInput, fgtsProduct } from "./test-fixtures";

describe("largest FGTS amount under the annual cap (Res. CCFGTS 1.130/2025)", () => {
  const product = fgtsProduct();
  const base = { startDate: "2026-11-25T00:00:00Z", paymentMonth: "March" as const, apr: 1.8 };

  it.each([12, 24, 36])("with %i months the plan at the maximum is accepted and one cent more is refused", (termInMonths) => {
    const input = fgtsInput({ ...base, termInMonths });
    const largest = largestFgtsAmountInCents(input, product);
    expect(largest).not.toBeNull();
    const atMost = simulatePlan({ ...input, requestedAmount: asCents(largest!) }, product);
    expect(atMost.ok).toBe(true);
    if (atMost.ok) expect(largestInstallmentInCents(atMost.plan)).toBeLessThanOrEqual(50_000);
    const above = simulatePlan({ ...input, requestedAmount: asCents(largest! + 1) }, product);
    expect(above.ok).toBe(false);
    if (!above.ok) expect(above.errors[0]?.field).toBe("requestedAmount");
  });

  it("is below R$ 500 for one withdrawal: interest and IOF are inside the installment", () => {
    const largest = largestFgtsAmountInCents(fgtsInput({ ...base, termInMonths: 12 }), product)!;
    expect(largest).toBeLessThan(50_000);
    expect(largest).toBeGreaterThan(40_000);
  });

  it("grows with the withdrawals and falls with the rate", () => {
    const one = largestFgtsAmountInCents(fgtsInput({ ...base, termInMonths: 12 }), product)!;
    const three = largestFgtsAmountInCents(fgtsInput({ ...base, termInMonths: 36 }), product)!;
    const dearer = largestFgtsAmountInCents(fgtsInput({ ...base, termInMonths: 36, apr: 2.5 }), product)!;
    expect(three).toBeGreaterThan(2 * one);
    expect(three).toBeLessThan(150_000);
    expect(dearer).toBeLessThan(three);
  });

  it("is null when the engine refuses the inputs themselves (a rate outside the product's range)", () => {
    expect(largestFgtsAmountInCents(fgtsInput({ ...base, termInMonths: 12, apr: 9 }), product)).toBeNull();
  });
});

describe("largest Price amount an installment repays", () => {
  it("is the present value of the installment over the term, below installment × term", () => {
    const largest = largestPriceAmountInCents(2_500, 1.8, 96);
    expect(largest).toBeLessThan(2_500 * 96);
    // The textbook installment of that principal is the installment itself (to the cent).
    expect(Math.abs(priceInstallment(largest, 0.018, 96) - 2_500)).toBeLessThan(1);
  });
  it("is installment × term without interest", () => {
    expect(largestPriceAmountInCents(2_500, 0, 96)).toBe(240_000);
  });
});
