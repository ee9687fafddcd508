import { describe, expect, it } from "vitest";
import { largestOfferInstallmentInCents } from "./largest-offer-installment";

describe("largestOfferInstallmentInCents", () => {
  it("is the larger of the regular and the last installment", () => {
    expect(largestOfferInstallmentInCents({ installmentAmountInCents: 52_871, lastInstallmentAmountInCents: 52_874 })).toBe(52_874);
    expect(largestOfferInstallmentInCents({ installmentAmountInCents: 38_574, lastInstallmentAmountInCents: 38_545 })).toBe(38_574);
  });

  it("an offer stored before the last was kept already held the largest", () => {
    expect(largestOfferInstallmentInCents({ installmentAmountInCents: 52_874, lastInstallmentAmountInCents: null })).toBe(52_874);
  });
});
