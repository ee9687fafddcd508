import { describe, expect, it } from "vitest";
import { roundDecimalsHalfUp, roundHalfUp, toPercent2, truncateToCent } from "./rounding";

describe("rounding (half up, to the cent)", () => {
  it("rounds halves up and the rest to the nearest", () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(1.4999)).toBe(1);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(20573.592)).toBe(20574);
    expect(roundHalfUp(0)).toBe(0);
  });
  it("rounds a computed value that should be exactly .5 up (1.005 * 100 = 100.49999999999999)", () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
  });
  it("is symmetric for negatives (half away from zero)", () => {
    expect(roundHalfUp(-0.5)).toBe(-1);
    expect(roundHalfUp(-1.4)).toBe(-1);
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });
  it("rounds percentages to 2 decimals half up", () => {
    expect(toPercent2(0.4393244816)).toBe(43.93);
    expect(roundDecimalsHalfUp(43.935, 2)).toBe(43.94);
    expect(toPercent2(0.030813)).toBe(3.08);
  });
  it("truncates only on request (to reproduce published truncations)", () => {
    expect(truncateToCent(205.7359)).toBe(205.73);
    expect(truncateToCent(1200.168)).toBe(1200.16);
  });
});
