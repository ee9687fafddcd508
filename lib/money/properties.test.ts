import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToReais, reaisToCents } from "./convert";
import { formatCents } from "./format";
import { MAX_AMOUNT_CENTS } from "./limits";
import { maskReaisInput } from "./mask-input";
import { parseReaisInput } from "./parse-input";
import type { Cents } from "./types";

const TEN_TO_THE_13 = 10_000_000_000_000;
const centsUpTo = (max: number) => fc.integer({ min: -max, max }).map((value) => value as Cents);
const nonNegativeCentsUpTo = (max: number) => fc.integer({ min: 0, max }).map((value) => value as Cents);

describe("money properties", () => {
  it("reaisToCents(centsToReais(c)) === c up to 10^13 cents", () => {
    fc.assert(
      fc.property(centsUpTo(TEN_TO_THE_13), (amount) => reaisToCents(centsToReais(amount)) === amount),
      { numRuns: 5000 },
    );
  });

  it("the round trip also holds up to MAX_AMOUNT_CENTS", () => {
    fc.assert(
      fc.property(centsUpTo(MAX_AMOUNT_CENTS), (amount) => reaisToCents(centsToReais(amount)) === amount),
      { numRuns: 5000 },
    );
  });

  it("parseReaisInput(formatCents(c)) === c", () => {
    fc.assert(
      fc.property(nonNegativeCentsUpTo(TEN_TO_THE_13), (amount) => {
        const parsed = parseReaisInput(formatCents(amount));
        return parsed.ok && parsed.cents === amount;
      }),
      { numRuns: 5000 },
    );
  });

  it("parseReaisInput(maskReaisInput(digits of c)) === c", () => {
    fc.assert(
      fc.property(nonNegativeCentsUpTo(TEN_TO_THE_13), (amount) => {
        const parsed = parseReaisInput(maskReaisInput(String(amount)));
        return parsed.ok && parsed.cents === amount;
      }),
    );
  });

  it("the mask agrees with Intl's grouping", () => {
    fc.assert(
      fc.property(nonNegativeCentsUpTo(TEN_TO_THE_13), (amount) => {
        expect(`R$\u00A0${maskReaisInput(String(amount))}`).toBe(formatCents(amount));
      }),
    );
  });
});
