import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthlyFromYearly, presentValue, solveYearlyRate, yearlyFromMonthly } from "./cet";

describe("CET (Res. CMN 4.881/2020 art. 4)", () => {
  it("is the rate that discounts the payments back to the released amount", () => {
    const amounts = [50_000, 50_000, 50_000];
    const years = [31 / 365, 59 / 365, 90 / 365];
    const r = solveYearlyRate(140_000, amounts, years);
    expect(presentValue(r, amounts, years)).toBeCloseTo(140_000, 6);
  });
  it("monthly = (1 + yearly)^(1/12) - 1 and back", () => {
    expect(yearlyFromMonthly(monthlyFromYearly(0.4393))).toBeCloseTo(0.4393, 14);
  });
  it("handles negative rates, zero payments, extreme rates, never NaN", () => {
    expect(solveYearlyRate(100_000, [90_000], [1])).toBeCloseTo(-0.1, 12);
    expect(solveYearlyRate(100_000, [0, 110_000], [0.5, 1])).toBeCloseTo(0.1, 12);
    const huge = solveYearlyRate(1, [1e9], [1 / 365]);
    expect(Number.isFinite(huge)).toBe(true);
    const tiny = solveYearlyRate(1e9, [1], [30]);
    expect(Number.isFinite(tiny)).toBe(true);
    expect(tiny).toBeGreaterThan(-1);
  });
  it("refuses flows without a solution with a RangeError", () => {
    expect(() => solveYearlyRate(0, [100], [1])).toThrow(RangeError);
    expect(() => solveYearlyRate(100, [0], [1])).toThrow(RangeError);
    expect(() => solveYearlyRate(100, [100], [0])).toThrow(RangeError);
  });
  it("converges for random valid flows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 100_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 4_000 })), { minLength: 1, maxLength: 150 }),
        (released, flows) => {
          const amounts = flows.map(([a]) => a);
          const years = flows.map(([, d]) => d / 365);
          fc.pre(amounts.some((a) => a > 0));
          const r = solveYearlyRate(released, amounts, years);
          expect(Number.isNaN(r)).toBe(false);
          const pv = presentValue(r, amounts, years);
          // Inside the solver's range the root is exact to well under a cent.
          if (r > -0.9999 && r < 1e6) expect(Math.abs(pv - released)).toBeLessThan(0.5);
        },
      ),
      { numRuns: 300 },
    );
  });
});
