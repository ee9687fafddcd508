import { describe, expect, it } from "vitest";
import { createPrng } from "./prng";

describe("createPrng", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const draw = (seed: number) => Array.from({ length: 20 }, createPrng(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps floats in [0, 1) and integers inside the inclusive range", () => {
    const prng = createPrng(7);
    const ints = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const value = prng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      ints.add(prng.int(3, 6));
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it("picks from a list and refuses an empty one", () => {
    const prng = createPrng(1);
    expect(["a", "b"]).toContain(prng.pick(["a", "b"]));
    expect(() => prng.pick([])).toThrow();
    expect(createPrng(1).chance(0)).toBe(false);
    expect(createPrng(1).chance(1)).toBe(true);
  });
});
