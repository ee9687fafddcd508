/**
 * A small seeded pseudo-random generator (mulberry32) for the sandbox registry: the same seed always yields
 * the same workers, so the registry, the documentation and the tests agree. Never use it for secrets.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `true` with the given probability (0 to 1). */
  chance(probability: number): boolean;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}
