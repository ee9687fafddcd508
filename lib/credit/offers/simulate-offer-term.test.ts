import { describe, expect, test } from "vitest";
import { priceSacAmortizationSchema } from "@/lib/contract";
import { firstPaymentDate } from "@/lib/finance";
import { priceRow } from "../products/test-product-rows";
import { computePlan } from "../simulation/compute-plan";
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

describe("simulateOfferTerm: the offer's installment is the plan's regular one (issue 22)", () => {
  // Tried by a partner on 2026-11-25 (Price product, first due date 2027-01-07 from FirstPaymentDate): the offer
  // quoted the last installment, which absorbs the rounding residue, as every month's.
  const issueDay = "2026-11-25";
  const issueFirst = firstPaymentDate(issueDay, { transferDay: 7 }) ?? "";
  const unbounded = { minInstallment: 0, maxInstallment: Number.MAX_SAFE_INTEGER };

  test.each([
    // amount, % a.m., term, regular, last (the offer used to answer the last)
    [1_000_000, 2, 24, 52_871, 52_874],
    [250_000, 1.99, 12, 23_625, 23_630],
    [1_500_000, 3.1, 18, 109_987, 109_994],
    [300_000, 3.8, 36, 15_429, 15_467],
  ])("R$ %i cents at %d%% over %i: %i regular and %i last, as POST /v1/Amortization answers", (amount, apr, term, regular, last) => {
    expect(issueFirst).toBe("2027-01-07T00:00:00Z");
    const offer = simulateOfferTerm({ product: priceRow(), numberOfPayments: term, apr, today: issueDay, firstPaymentDate: issueFirst, target: { mode: "Gross", amount, ...unbounded } });
    expect(offer).toMatchObject({ installmentAmountInCents: regular, lastInstallmentAmountInCents: last, largestInstallmentAmountInCents: Math.max(regular, last) });
    expect(offer).toMatchObject({ startDate: "2026-11-25T00:00:00Z", firstPaymentDate: "2027-01-07T00:00:00Z" });

    // The partner's POST /v1/Amortization body for the same conditions, built from the offer's own fields.
    const body = priceSacAmortizationSchema.parse({
      amortizationType: "price",
      requestedAmount: offer?.loanAmountInCents,
      apr: offer?.monthlyInterestRate,
      numberOfPayments: term,
      firstPaymentDate: offer?.firstPaymentDate,
      calculationType: "V360Meses",
      paymentPeriodicity: { every: 1, periodicity: "Monthly" },
      startDate: offer?.startDate,
    });
    const plan = computePlan(priceRow(), body);
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    const payments = plan.plan.installments.map((installment) => installment.paymentInCents);
    expect(payments).toEqual([...Array<number>(term - 1).fill(regular), last]);
    expect(offer).toMatchObject({ iofAmountInCents: plan.plan.iofAmountInCents, monthlyCet: plan.plan.cet.monthly, yearlyCet: plan.plan.cet.yearly });
  });

  test("R$ 10.000 at 2% over 24: IOF 283,28 and CET 2,18% a.m. / 29,51% a.a., as the issue saw", () => {
    const offer = simulateOfferTerm({ product: priceRow(), numberOfPayments: 24, apr: 2, today: issueDay, firstPaymentDate: issueFirst, target: { mode: "Gross", amount: 1_000_000, ...unbounded } });
    expect(offer).toMatchObject({ iofAmountInCents: 28_328, monthlyCet: 2.18, yearlyCet: 29.51 });
  });

  test("the margin is checked against the largest installment, the minimum against the regular one", () => {
    const offerAt = (band: { minInstallment: number; maxInstallment: number }) =>
      simulateOfferTerm({ product: priceRow(), numberOfPayments: 24, apr: 2, today: issueDay, firstPaymentDate: issueFirst, target: { mode: "Gross", amount: 1_000_000, ...band } });
    expect(offerAt({ minInstallment: 0, maxInstallment: 52_873 })).toBeNull();
    expect(offerAt({ minInstallment: 0, maxInstallment: 52_874 })?.installmentAmountInCents).toBe(52_871);
    expect(offerAt({ minInstallment: 52_871, maxInstallment: 60_000 })).not.toBeNull();
    expect(offerAt({ minInstallment: 52_872, maxInstallment: 60_000 })).toBeNull();
  });
});
