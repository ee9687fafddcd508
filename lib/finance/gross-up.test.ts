import { describe, expect, it } from "vitest";
import { grossUpEstimate, smallestIntegerReaching } from "./gross-up";

describe("gross-up", () => {
  it("F = (L + fixed) / (1 - k - p) with financed IOF, (L + fixed) / (1 - p) without", () => {
    expect(grossUpEstimate(97_000, 0.03, 0, 0, true)).toBeCloseTo(100_000, 9);
    expect(grossUpEstimate(95_000, 0.03, 0, 2, true)).toBeCloseTo(100_000, 9);
    expect(grossUpEstimate(97_000, 0.03, 1_000, 2, false)).toBeCloseTo(100_000, 9);
  });
  it("finds the smallest integer reaching a target from any estimate", () => {
    const f = (x: number) => Math.floor(x * 0.97); // non-decreasing, steps of 0 or 1
    for (const estimate of [0, 1, 500, 1_031, 1_032, 1e6]) {
      const x = smallestIntegerReaching(f, 1_000, estimate);
      expect(x).toBe(1_031);
      expect(f(1_031)).toBe(1_000);
      expect(f(1_030)).toBeLessThan(1_000);
    }
  });
  it("respects the bounds", () => {
    expect(smallestIntegerReaching((x) => x, 0, 50, 1, 100)).toBe(1);
    expect(smallestIntegerReaching((x) => x, 1_000, 50, 1, 100)).toBeNull();
  });
});
