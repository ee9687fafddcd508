/**
 * Largest magnitude, in cents, that lib/money converts, parses and formats: R$ 10 trilhões.
 *
 * Why this bound: a `Reais` is a double. Up to 10^13 reais the gap between neighbouring doubles is below
 * R$ 0,002, so every whole-cent amount has its own double and the cents ⇄ reais round trip is exact.
 * Well above that (near 2^53 / 100) neighbouring doubles are more than a cent apart and cents get lost.
 * Any real credit amount is many orders of magnitude below.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000_000;
