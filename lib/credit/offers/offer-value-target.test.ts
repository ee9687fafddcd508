import { describe, expect, test } from "vitest";
import { offerValueTarget } from "./offer-value-target";

describe("offerValueTarget", () => {
  test("by default the whole free margin is the installment", () => {
    expect(offerValueTarget({}, 80_000)).toEqual({ mode: "Payment", amount: 80_000, minInstallment: 0, maxInstallment: 80_000 });
  });

  test.each(["Gross", "Liquid"] as const)("%s starts from requestedValue, installments capped by the margin", (mode) => {
    expect(offerValueTarget({ calculateByValue: mode, requestedValue: 1_000_000 }, 80_000)).toEqual({
      mode,
      amount: 1_000_000,
      minInstallment: 0,
      maxInstallment: 80_000,
    });
  });

  test("Payment takes the top of the range, cut at the margin", () => {
    expect(offerValueTarget({ calculateByValue: "Payment", rangePaymentAmounts: [50_000] }, 80_000)).toMatchObject({ amount: 50_000, minInstallment: 0 });
    expect(offerValueTarget({ calculateByValue: "Payment", rangePaymentAmounts: [30_000, 120_000] }, 80_000)).toEqual({
      mode: "Payment",
      amount: 80_000,
      minInstallment: 30_000,
      maxInstallment: 80_000,
    });
  });

  test("nothing fits: a minimum installment above the margin, or no margin at all", () => {
    expect(offerValueTarget({ calculateByValue: "Payment", rangePaymentAmounts: [90_000, 120_000] }, 80_000)).toBeNull();
    expect(offerValueTarget({}, 0)).toBeNull();
  });
});
