import { describe, expect, test } from "vitest";
import { firstPaymentDate } from "@/lib/finance";
import { priceRow } from "../products/test-product-rows";
import { simulateOfferTerm } from "./simulate-offer-term";

const today = "2026-05-04";
const first = firstPaymentDate(today, { transferDay: 7 }) ?? "";
const base = { product: priceRow(), numberOfPayments: 48, apr: 3.8, today, firstPaymentDate: first };

describe("simulateOfferTerm", () => {
  test("the whole margin as installment: the largest loan whose installments fit", () => {
    const offer = simulateOfferTerm({ ...base, target: { mode: "Payment", amount: 80_000, minInstallment: 0, maxInstallment: 80_000 } });
    expect(offer).not.toBeNull();
    expect(offer?.installmentAmountInCents).toBeLessThanOrEqual(80_000);
    expect(offer?.installmentAmountInCents).toBeGreaterThan(79_900);
    expect(offer).toMatchObject({ numberOfPayments: 48, monthlyInterestRate: 3.8, firstPaymentDate: "2026-06-07T00:00:00Z" });
    expect((offer?.releasedAmountInCents ?? 0) + (offer?.iofAmountInCents ?? 0)).toBe(offer?.loanAmountInCents);
  });

  test("a longer term lends more for the same installment", () => {
    const target = { mode: "Payment" as const, amount: 80_000, minInstallment: 0, maxInstallment: 80_000 };
    const short = simulateOfferTerm({ ...base, numberOfPayments: 24, target });
    const long = simulateOfferTerm({ ...base, numberOfPayments: 96, target });
    expect(long?.loanAmountInCents).toBeGreaterThan(short?.loanAmountInCents ?? Infinity);
  });

  test("Gross: an amount whose installment exceeds the margin has no offer", () => {
    const fits = simulateOfferTerm({ ...base, target: { mode: "Gross", amount: 1_000_000, minInstallment: 0, maxInstallment: 80_000 } });
    expect(fits?.loanAmountInCents).toBe(1_000_000);
    const tooMuch = simulateOfferTerm({ ...base, target: { mode: "Gross", amount: 10_000_000, minInstallment: 0, maxInstallment: 80_000 } });
    expect(tooMuch).toBeNull();
  });

  test("Liquid: the released amount is the requested one", () => {
    const offer = simulateOfferTerm({ ...base, target: { mode: "Liquid", amount: 1_000_000, minInstallment: 0, maxInstallment: 80_000 } });
    expect(offer?.releasedAmountInCents).toBe(1_000_000);
  });

  test("an installment below the requested minimum has no offer", () => {
    const offer = simulateOfferTerm({ ...base, target: { mode: "Gross", amount: 100_000, minInstallment: 50_000, maxInstallment: 80_000 } });
    expect(offer).toBeNull();
  });
});
