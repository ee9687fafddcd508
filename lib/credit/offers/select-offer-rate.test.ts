import { describe, expect, test } from "vitest";
import { selectOfferRate } from "./select-offer-rate";

const range = { minMonthlyRatePercent: 1.6, maxMonthlyRatePercent: 3.8 };

describe("selectOfferRate", () => {
  test("rateMode picks an end of the range; the default is the maximum", () => {
    expect(selectOfferRate(range, { rateMode: "MinimumRate" })).toBe(1.6);
    expect(selectOfferRate(range, { rateMode: "MaximumRate" })).toBe(3.8);
    expect(selectOfferRate(range, {})).toBe(3.8);
  });

  test("a specific rate is taken inside the range, ends included, and refused outside", () => {
    expect(selectOfferRate(range, { interestRate: 2.35 })).toBe(2.35);
    expect(selectOfferRate(range, { interestRate: 1.6 })).toBe(1.6);
    expect(selectOfferRate(range, { interestRate: 3.8 })).toBe(3.8);
    expect(selectOfferRate(range, { interestRate: 1.59 })).toBeUndefined();
    expect(selectOfferRate(range, { interestRate: 4 })).toBeUndefined();
  });
});
