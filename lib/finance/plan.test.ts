import { describe, expect, it } from "vitest";
import { businessDaysBetween } from "./business-days";
import { asCents } from "./cents";
import { presentValue } from "./cet";
import { CALCULATION_TYPES } from "./day-count";
import { dayFromCivil, parseDate } from "./dates";
import { simulatePlan, type FinancePlan, type SimulationResult } from "./plan";
import { fgtsInput, fgtsProduct, payrollInput, payrollProduct } from "./test-fixtures";

function planOf(result: SimulationResult): FinancePlan {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
}

function expectReconciled(plan: FinancePlan, iofFinanced = true) {
  const sum = (f: (i: FinancePlan["installments"][number]) => number) => plan.installments.reduce((s, i) => s + f(i), 0);
  expect(sum((i) => i.principalInCents)).toBe(plan.requestedAmount);
  expect(plan.installments.at(-1)?.balanceInCents).toBe(0);
  expect(sum((i) => i.paymentInCents)).toBe(plan.totalPaymentInCents);
  for (const i of plan.installments) {
    expect(i.paymentInCents).toBe(i.principalInCents + i.interestInCents + i.fixedCostInCents);
    expect(Number.isInteger(i.paymentInCents)).toBe(true);
  }
  expect(plan.requestedAmount).toBe(plan.liquidAmountInCents + plan.issuanceCostInCents + (iofFinanced ? plan.iofAmountInCents : 0));
}

function cetDiscountsBack(result: SimulationResult, startDate: string) {
  if (!result.ok) throw new Error("no plan");
  const start = parseDate(startDate) ?? 0;
  const years = result.plan.installments.map((i) => ((parseDate(i.dueDate) ?? 0) - start) / 365);
  const released = result.plan.liquidAmountInCents - (result.iofFinanced ? 0 : result.plan.iofAmountInCents);
  const pv = presentValue(result.cetYearlyUnrounded, result.plan.installments.map((i) => i.paymentInCents), years);
  return Math.abs(pv - released);
}

describe("simulatePlan: Price/SAC (payroll)", () => {
  it("builds a reconciled Gross plan with financed IOF and a CET", () => {
    const input = payrollInput();
    const result = simulatePlan(input, payrollProduct());
    const plan = planOf(result);
    expectReconciled(plan);
    expect(plan.requestedAmount).toBe(1_000_000);
    expect(plan.installments).toHaveLength(24);
    expect(plan.firstPaymentDate).toBe("2025-02-10T00:00:00Z");
    expect(plan.apr).toBe(1.8);
    expect(plan.yearlyRate).toBe(23.87);
    expect(plan.cet.yearly).toBeGreaterThan(plan.yearlyRate);
    expect(plan.iofAmountInCents).toBeGreaterThan(0);
    expect(cetDiscountsBack(result, input.startDate)).toBeLessThan(0.5);
  });

  it("moves due dates on non-business days forward when dueDateOnBusinessDays", () => {
    const base = planOf(simulatePlan(payrollInput(), payrollProduct()));
    const shifted = planOf(simulatePlan(payrollInput({ dueDateOnBusinessDays: true }), payrollProduct()));
    expect(base.installments[3]?.dueDate).toBe("2025-05-10T00:00:00Z"); // a Saturday
    expect(shifted.installments[3]?.dueDate).toBe("2025-05-12T00:00:00Z");
    expectReconciled(shifted);
  });

  it("uses business days for V252DiasUteis", () => {
    const input = payrollInput({ calculationType: "V252DiasUteis" });
    const plan = planOf(simulatePlan(input, payrollProduct({ calculationType: "V252DiasUteis" })));
    const du = businessDaysBetween(dayFromCivil(2025, 1, 6), dayFromCivil(2025, 2, 10));
    expect(plan.installments[0]?.interestInCents).toBe(Math.round(1_000_000 * (1.018 ** (du / 21) - 1)));
  });

  it("computes every calculationType", () => {
    for (const calculationType of CALCULATION_TYPES) {
      const result = simulatePlan(payrollInput({ calculationType }), payrollProduct({ calculationType }));
      expectReconciled(planOf(result));
      expect(cetDiscountsBack(result, "2025-01-06")).toBeLessThan(0.5);
    }
  });

  it("charges the issuance cost (fixed + percent) and embeds fixed costs only when asked", () => {
    const product = payrollProduct({
      issuanceCost: { fixedInCents: asCents(5_000), percentOfPrincipal: 1.5 },
      fixedCostPerInstallmentInCents: asCents(390),
    });
    const embedded = planOf(simulatePlan(payrollInput({ includePaymentFixedCosts: true }), product));
    expect(embedded.issuanceCostInCents).toBe(5_000 + 15_000);
    expect(embedded.installments.every((i) => i.fixedCostInCents === 390)).toBe(true);
    expectReconciled(embedded);
    const plain = planOf(simulatePlan(payrollInput(), product));
    expect(plain.installments.every((i) => i.fixedCostInCents === 0)).toBe(true);
    expect(embedded.cet.yearly).toBeGreaterThan(plain.cet.yearly);
  });

  it("does not finance the IOF when financeTaxExempted: released = principal - issuance; CET counts the IOF at release", () => {
    const financed = simulatePlan(payrollInput(), payrollProduct());
    const exempted = simulatePlan(payrollInput({ financeTaxExempted: true }), payrollProduct());
    const a = planOf(financed);
    const b = planOf(exempted);
    expect(b.liquidAmountInCents).toBe(1_000_000);
    expect(b.iofAmountInCents).toBe(a.iofAmountInCents);
    expectReconciled(b, false);
    expect(b.cet.yearly).toBe(a.cet.yearly);
    expect(cetDiscountsBack(exempted, "2025-01-06")).toBeLessThan(0.5);
  });

  it("Liquid: solves the principal that releases exactly the requested amount", () => {
    const product = payrollProduct({ issuanceCost: { fixedInCents: asCents(2_500), percentOfPrincipal: 1 } });
    for (const requested of [100_000, 987_654, 5_000_001]) {
      const plan = planOf(simulatePlan(payrollInput({ calculateByValueType: "Liquid", requestedAmount: asCents(requested) }), product));
      expect(plan.liquidAmountInCents).toBe(requested);
      expectReconciled(plan);
      const gross = planOf(simulatePlan(payrollInput({ requestedAmount: plan.requestedAmount }), product));
      expect(gross.liquidAmountInCents).toBe(requested);
    }
  });

  it("Payment: the largest principal whose installments fit in the requested installment", () => {
    for (const amortizationType of ["price", "sac"] as const) {
      const product = payrollProduct({ amortizationType, fixedCostPerInstallmentInCents: asCents(500) });
      const input = payrollInput({ amortizationType, calculateByValueType: "Payment", requestedAmount: asCents(50_000), includePaymentFixedCosts: true });
      const plan = planOf(simulatePlan(input, product));
      expect(Math.max(...plan.installments.map((i) => i.paymentInCents))).toBeLessThanOrEqual(50_000);
      const next = planOf(simulatePlan(payrollInput({ amortizationType, requestedAmount: asCents(plan.requestedAmount + 1), includePaymentFixedCosts: true }), product));
      expect(Math.max(...next.installments.map((i) => i.paymentInCents))).toBeGreaterThan(50_000);
      expectReconciled(plan);
    }
  });

  it("SAC: constant amortization and decreasing installments (whole periods; with calendar days a 31-day month can cost more than a 28-day one)", () => {
    const plan = planOf(
      simulatePlan(
        payrollInput({ amortizationType: "sac", calculationType: "V360Meses" }),
        payrollProduct({ amortizationType: "sac", calculationType: "V360Meses" }),
      ),
    );
    expectReconciled(plan);
    const amortizations = new Set(plan.installments.slice(0, -1).map((i) => i.principalInCents));
    expect(amortizations.size).toBe(1);
    for (let k = 2; k < plan.installments.length; k++) {
      expect(plan.installments[k]?.paymentInCents ?? 0).toBeLessThan(plan.installments[k - 1]?.paymentInCents ?? 0);
    }
  });

  it("interest-only installments first (numberOfInterestPayments)", () => {
    const plan = planOf(simulatePlan(payrollInput({ numberOfInterestPayments: 3 }), payrollProduct()));
    expect(plan.installments.slice(0, 3).map((i) => i.principalInCents)).toEqual([0, 0, 0]);
    expectReconciled(plan);
  });

  it("returns typed errors instead of throwing", () => {
    const invalid = simulatePlan(payrollInput({ apr: 9 }), payrollProduct());
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(invalid.errors[0]?.field).toBe("apr");
    const range = simulatePlan(payrollInput({ requestedAmount: asCents(10_000) }), payrollProduct({ minAmountInCents: asCents(50_000) }));
    expect(range.ok).toBe(false);
    if (!range.ok) expect(range.errors[0]).toMatchObject({ field: "requestedAmount", code: "out_of_range" });
    const consumed = simulatePlan(payrollInput({ requestedAmount: asCents(1_000) }), payrollProduct({ issuanceCost: { fixedInCents: asCents(5_000), percentOfPrincipal: 0 } }));
    expect(consumed.ok).toBe(false);
    if (!consumed.ok) expect(consumed.errors[0]?.code).toBe("not_computable");
    const tinyPayment = simulatePlan(payrollInput({ calculateByValueType: "Payment", requestedAmount: asCents(0) }), payrollProduct());
    expect(tinyPayment.ok).toBe(false);
  });
});

describe("simulatePlan: FGTS anticipation", () => {
  it("annual installments in the withdrawal month, Price by calendar days / 30, IOF capped at 365 days", () => {
    const input = fgtsInput();
    const result = simulatePlan(input, fgtsProduct());
    const plan = planOf(result);
    expect(plan.amortizationType).toBe("fgts");
    expect(plan.installments.map((i) => i.dueDate)).toEqual(["2025-05-01T00:00:00Z", "2026-05-01T00:00:00Z", "2027-05-01T00:00:00Z"]);
    expectReconciled(plan);
    const first = plan.installments[0];
    const days = dayFromCivil(2025, 5, 1) - dayFromCivil(2025, 1, 6);
    expect(first?.interestInCents).toBe(Math.round(100_000 * (1.0179 ** (days / 30) - 1)));
    // IOF: daily part of installments 2 and 3 capped at 365 days.
    const p = plan.installments.map((i) => i.principalInCents);
    const iof = ((p[0] ?? 0) * days + ((p[1] ?? 0) + (p[2] ?? 0)) * 365) * 0.000082 + 100_000 * 0.0038;
    expect(plan.iofAmountInCents).toBe(Math.round(iof));
    expect(cetDiscountsBack(result, input.startDate)).toBeLessThan(0.5);
  });

  it("refuses a plan whose annual installment is outside R$ 100 to R$ 500 (Res. CCFGTS 1.130/2025)", () => {
    const high = simulatePlan(fgtsInput({ requestedAmount: asCents(200_000) }), fgtsProduct());
    expect(high.ok).toBe(false);
    if (!high.ok) expect(high.errors[0]).toMatchObject({ field: "requestedAmount", code: "out_of_range" });
    const low = simulatePlan(fgtsInput({ requestedAmount: asCents(20_000) }), fgtsProduct());
    expect(low.ok).toBe(false);
  });

  it("embeds fixed costs and anchors to the start date without a month", () => {
    const plan = planOf(
      simulatePlan(fgtsInput({ requestedAmount: asCents(80_000), paymentMonth: "NotSet", includePaymentFixedCosts: true }), fgtsProduct({ fixedCostPerInstallmentInCents: asCents(1_000) })),
    );
    expect(plan.installments[0]?.dueDate).toBe("2026-01-06T00:00:00Z");
    expect(plan.installments.every((i) => i.fixedCostInCents === 1_000)).toBe(true);
    expectReconciled(plan);
  });
});
