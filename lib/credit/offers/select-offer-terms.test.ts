import { describe, expect, test } from "vitest";
import { selectOfferTerms, termsOutsideEveryRange } from "./select-offer-terms";

describe("selectOfferTerms", () => {
  test("by default the usual terms inside the product's range", () => {
    expect(selectOfferTerms({ minTerm: 6, maxTerm: 96 })).toEqual([12, 24, 36, 48, 60, 72, 84, 96]);
    expect(selectOfferTerms({ minTerm: 12, maxTerm: 84 })).toEqual([12, 24, 36, 48, 60, 72, 84]);
    expect(selectOfferTerms({ minTerm: 20, maxTerm: 50 })).toEqual([24, 36, 48]);
  });

  test("a range holding none of the usual terms gets its two ends", () => {
    expect(selectOfferTerms({ minTerm: 2, maxTerm: 10 })).toEqual([2, 10]);
    expect(selectOfferTerms({ minTerm: 7, maxTerm: 7 })).toEqual([7]);
  });

  test("requested terms: those inside the range, ascending, without repeats", () => {
    expect(selectOfferTerms({ minTerm: 6, maxTerm: 96 }, [48, 6, 120, 48, 3])).toEqual([6, 48]);
    expect(selectOfferTerms({ minTerm: 12, maxTerm: 84 }, [96])).toEqual([]);
  });

  test("termsOutsideEveryRange names the positions no product holds", () => {
    const ranges = [{ minTerm: 6, maxTerm: 96 }, { minTerm: 12, maxTerm: 120 }];
    expect(termsOutsideEveryRange([3, 6, 100, 121], ranges)).toEqual([0, 3]);
    expect(termsOutsideEveryRange([24], ranges)).toEqual([]);
  });
});
