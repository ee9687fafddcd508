/**
 * Published figures, reproduced with the rounding stated in rounding.ts (half up, to the cent) and, where
 * the publisher truncates, with its truncation shown beside ours.
 */
import { describe, expect, it } from "vitest";
import { asCents } from "./cents";
import { cetWholeMonths, cetYearlyByCalendarDays, monthlyFromYearly, solveYearlyRate } from "./cet";
import { dayFromCivil } from "./dates";
import { birthdayWithdrawalInCents } from "./fgts";
import { IOF_RATES_INDIVIDUALS } from "./iof";
import { simulatePlan } from "./plan";
import { fillPriceSchedule, priceInstallment, priceInstallmentInCents } from "./price";
import type { FinanceProduct } from "./product";
import { toPercent2, truncateToCent } from "./rounding";
import { fillSacSchedule } from "./sac";
import { monthlyShape, scheduleBuffers } from "./schedule";

describe("Price R$ 1.000,00 at 0,95% a.m. in 5 (Banco Central do Brasil's example)", () => {
  it("installment is R$ 205,7359; the BCB truncates to R$ 205,73; half up to the cent is R$ 205,74", () => {
    const pmt = priceInstallment(1000, 0.0095, 5);
    expect(pmt.toFixed(4)).toBe("205.7359");
    expect(truncateToCent(pmt)).toBe(205.73);
    expect(priceInstallmentInCents(monthlyShape(0.0095, 5), 100_000)).toBe(20574);
  });

  it("the same through simulatePlan with whole monthly periods (V360Meses): 4 x R$ 205,74 and a last one that closes the balance", () => {
    const product: FinanceProduct = {
      amortizationType: "price",
      calculationType: "V360Meses",
      minMonthlyRatePercent: 0.1,
      maxMonthlyRatePercent: 10,
      minTerm: 1,
      maxTerm: 420,
      transferDay: 10,
      issuanceCost: { fixedInCents: asCents(0), percentOfPrincipal: 0 },
      fixedCostPerInstallmentInCents: asCents(0),
      iofRates: IOF_RATES_INDIVIDUALS,
    };
    const result = simulatePlan(
      {
        amortizationType: "price",
        requestedAmount: asCents(100_000),
        apr: 0.95,
        numberOfPayments: 5,
        firstPaymentDate: "2025-02-10T00:00:00Z",
        calculationType: "V360Meses",
        startDate: "2025-01-10T00:00:00Z",
      },
      product,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const payments = result.plan.installments.map((i) => i.paymentInCents);
    expect(payments.slice(0, 4)).toEqual([20574, 20574, 20574, 20574]);
    expect(payments[4]).toBe(20572); // the last absorbs the residue of rounding the installment up
    expect(result.plan.installments.reduce((s, i) => s + i.principalInCents, 0)).toBe(100_000);
  });

  it("CET with five payments of R$ 205,73 and R$ 60,00 paid up front (R$ 940,00 released): 3,08% a.m. and 43,93% a.a. in whole monthly periods", () => {
    const cet = cetWholeMonths(94_000, [20_573, 20_573, 20_573, 20_573, 20_573]);
    expect(toPercent2(cet.monthly)).toBe(3.08);
    expect(toPercent2(cet.yearly)).toBe(43.93);
  });

  it("the same flows on 30-day months under days/365 (Res. CMN 4.881/2020): 44,66% a.a.", () => {
    const amounts = [20_573, 20_573, 20_573, 20_573, 20_573];
    expect(toPercent2(solveYearlyRate(94_000, amounts, [30, 60, 90, 120, 150].map((d) => d / 365)))).toBe(44.66);
    const release = dayFromCivil(2025, 1, 1);
    const due = [30, 60, 90, 120, 150].map((d) => release + d);
    const yearly = cetYearlyByCalendarDays(94_000, release, due, amounts);
    expect(toPercent2(yearly)).toBe(44.66);
    expect(toPercent2(monthlyFromYearly(yearly))).toBe(3.12);
  });
});

describe("Price R$ 100.000,00 at 1% a.m. in 180", () => {
  it("installment R$ 1.200,168...: R$ 1.200,16 truncated, R$ 1.200,17 half up", () => {
    const pmt = priceInstallment(100_000, 0.01, 180);
    expect(truncateToCent(pmt)).toBe(1200.16);
    expect(priceInstallmentInCents(monthlyShape(0.01, 180), 10_000_000)).toBe(120_017);
  });

  it("the rounded schedule closes at zero with principals summing to R$ 100.000,00", () => {
    const shape = monthlyShape(0.01, 180);
    const out = scheduleBuffers(180);
    fillPriceSchedule(shape, 10_000_000, out);
    expect(out.payment[0]).toBe(120_017);
    expect(out.interest[0]).toBe(100_000);
    expect(out.balance[179]).toBe(0);
    expect(out.principal.reduce((s, v) => s + v, 0)).toBe(10_000_000);
  });
});

describe("SAC", () => {
  it("R$ 70.000,00 at 2% a.m. in 120: amortization R$ 583,33, first interest R$ 1.400,00, first installment R$ 1.983,33", () => {
    const out = scheduleBuffers(120);
    fillSacSchedule(monthlyShape(0.02, 120), 7_000_000, out);
    expect(out.principal[0]).toBe(58_333);
    expect(out.interest[0]).toBe(140_000);
    expect(out.payment[0]).toBe(198_333);
    expect(out.principal.reduce((s, v) => s + v, 0)).toBe(7_000_000);
    expect(out.balance[119]).toBe(0);
  });

  it("R$ 24.000,00 at 1% a.m. in 15: first installment R$ 1.840,00", () => {
    const out = scheduleBuffers(15);
    fillSacSchedule(monthlyShape(0.01, 15), 2_400_000, out);
    expect(out.payment[0]).toBe(184_000);
    expect(out.principal[0]).toBe(160_000);
    expect(out.interest[0]).toBe(24_000);
  });
});

describe("FGTS birthday withdrawal (Lei 13.932/2019)", () => {
  it("a balance of R$ 1.000,00 withdraws R$ 450,00 (40% + R$ 50,00)", () => {
    expect(birthdayWithdrawalInCents(100_000)).toBe(45_000);
  });
});
