/**
 * Property tests (fast-check) of simulatePlan over random valid inputs: principals sum to the financed
 * amount, balances never go negative, the CET discounts the payments back to the released amount within
 * half a cent, a higher rate never gives a lower installment, and Liquid and Gross round-trip.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CalculateByValueType, PayrollCalculationInput } from "./calculation-input";
import { asCents } from "./cents";
import { presentValue } from "./cet";
import { CALCULATION_TYPES, type CalculationType } from "./day-count";
import { addMonths, dayFromCivil, utcMidnightOfDay, parseDate } from "./dates";
import { simulatePlan, type FinancePlan, type SimulationResult } from "./plan";
import type { FinanceProduct } from "./product";
import { fgtsProduct, payrollProduct } from "./test-fixtures";

interface Case {
  readonly input: PayrollCalculationInput;
  readonly product: FinanceProduct;
}

const caseArbitrary: fc.Arbitrary<Case> = fc
  .record({
    model: fc.constantFrom("price" as const, "sac" as const),
    calculationType: fc.constantFrom(...CALCULATION_TYPES) as fc.Arbitrary<CalculationType>,
    amount: fc.integer({ min: 50_000, max: 50_000_000 }), // R$ 500 to R$ 500.000
    aprBasisPoints: fc.integer({ min: 50, max: 500 }), // 0.50% to 5.00% a month
    n: fc.integer({ min: 1, max: 120 }),
    interestOnly: fc.integer({ min: 0, max: 3 }),
    startOffset: fc.integer({ min: 0, max: 365 * 6 }), // start in 2024-2029
    daysToFirst: fc.integer({ min: 15, max: 75 }),
    onBusinessDays: fc.boolean(),
    exempted: fc.boolean(),
    issuanceFixed: fc.integer({ min: 0, max: 5_000 }),
    issuancePercentTenths: fc.integer({ min: 0, max: 30 }),
    fixedCost: fc.integer({ min: 0, max: 1_000 }),
    includeFixed: fc.boolean(),
  })
  .map((r) => {
    const start = dayFromCivil(2024, 1, 1) + r.startOffset;
    const input: PayrollCalculationInput = {
      amortizationType: r.model,
      requestedAmount: asCents(r.amount),
      apr: r.aprBasisPoints / 100,
      numberOfPayments: r.n,
      numberOfInterestPayments: Math.min(r.interestOnly, r.n - 1),
      firstPaymentDate: utcMidnightOfDay(start + r.daysToFirst),
      calculationType: r.calculationType,
      startDate: utcMidnightOfDay(start),
      dueDateOnBusinessDays: r.onBusinessDays,
      financeTaxExempted: r.exempted,
      includePaymentFixedCosts: r.includeFixed,
    };
    const product = payrollProduct({
      amortizationType: r.model,
      calculationType: r.calculationType,
      issuanceCost: { fixedInCents: asCents(r.issuanceFixed), percentOfPrincipal: r.issuancePercentTenths / 10 },
      fixedCostPerInstallmentInCents: asCents(r.fixedCost),
    });
    return { input, product };
  });

function planOf(result: SimulationResult): FinancePlan {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
}

function cetGap(result: SimulationResult, startDate: string): number {
  if (!result.ok) throw new Error("no plan");
  const start = parseDate(startDate) ?? 0;
  const years = result.plan.installments.map((i) => ((parseDate(i.dueDate) ?? 0) - start) / 365);
  const released = result.plan.liquidAmountInCents - (result.iofFinanced ? 0 : result.plan.iofAmountInCents);
  return Math.abs(presentValue(result.cetYearlyUnrounded, result.plan.installments.map((i) => i.paymentInCents), years) - released);
}

/** The regular installment: the first amortizing one. */
const regularPayment = (plan: FinancePlan, interestOnly: number) => plan.installments[interestOnly]?.paymentInCents ?? 0;

const RUNS = { numRuns: Number(process.env.FINANCE_PROPERTY_RUNS ?? 400) };

describe("simulatePlan properties (random valid inputs)", () => {
  it("principal sums to the financed amount, balances never negative, final balance zero, amounts reconcile", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ input, product }) => {
        const result = simulatePlan(input, product);
        const plan = planOf(result);
        // Checked in plain code and asserted once per case (expect() per installment is slow).
        const problems: string[] = [];
        let principal = 0;
        let previousBalance = plan.requestedAmount as number;
        const interestOnly = input.numberOfInterestPayments ?? 0;
        const regular = plan.installments[interestOnly]?.paymentInCents ?? 0;
        for (const i of plan.installments) {
          principal += i.principalInCents;
          if (i.interestInCents < 0) problems.push(`negative interest in ${i.number}`);
          if (i.balanceInCents < 0) problems.push(`negative balance in ${i.number}`);
          if (i.paymentInCents !== i.principalInCents + i.interestInCents + i.fixedCostInCents) problems.push(`payment ${i.number}`);
          if (input.amortizationType === "sac") {
            // SAC never capitalizes: amortizations are non-negative, balances never increase.
            if (i.principalInCents < 0) problems.push(`negative amortization in ${i.number}`);
            if (i.balanceInCents > previousBalance) problems.push(`balance grows in ${i.number}`);
          } else if (i.number > interestOnly && i.number < plan.installments.length && i.paymentInCents > regular) {
            // Price: every regular installment is the same PMT (interest above it is capitalized), or less
            // once the balance is paid off early (rounding residue of a small amount at a high rate and term).
            problems.push(`installment ${i.number} above PMT`);
          }
          previousBalance = i.balanceInCents;
        }
        expect(problems).toEqual([]);
        expect(principal).toBe(plan.requestedAmount);
        expect(plan.installments.at(-1)?.balanceInCents).toBe(0);
        expect(plan.requestedAmount).toBe(
          plan.liquidAmountInCents + plan.issuanceCostInCents + (result.ok && result.iofFinanced ? plan.iofAmountInCents : 0),
        );
      }),
      RUNS,
    );
  });

  it("the CET discounts the payments back to the released amount within half a cent", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ input, product }) => {
        const result = simulatePlan(input, product);
        expect(cetGap(result, input.startDate)).toBeLessThan(0.5);
        const plan = planOf(result);
        expect(Number.isFinite(plan.cet.yearly) && Number.isFinite(plan.cet.monthly)).toBe(true);
      }),
      RUNS,
    );
  });

  it("a higher rate never gives a lower installment", () => {
    fc.assert(
      fc.property(caseArbitrary, fc.integer({ min: 1, max: 200 }), ({ input, product }, bump) => {
        const higher = Math.min(5, Math.round(input.apr * 100 + bump) / 100);
        fc.pre(higher > input.apr);
        const interestOnly = input.numberOfInterestPayments ?? 0;
        const low = planOf(simulatePlan(input, product));
        const high = planOf(simulatePlan({ ...input, apr: higher }, product));
        expect(regularPayment(high, interestOnly)).toBeGreaterThanOrEqual(regularPayment(low, interestOnly));
        // (The total paid is not monotone to the cent: a regular installment one cent higher pays the
        // principal earlier and can lower the last installment by more than the cents added.)
      }),
      RUNS,
    );
  });

  it("Liquid and Gross round-trip", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ input, product }) => {
        const gross = planOf(simulatePlan(input, product));
        const liquid = planOf(simulatePlan({ ...input, calculateByValueType: "Liquid", requestedAmount: gross.liquidAmountInCents }, product));
        // Liquid finds a principal that releases exactly the same amount...
        expect(liquid.liquidAmountInCents).toBe(gross.liquidAmountInCents);
        // ...the smallest one: equal to the Gross principal, or a cent or two below it when the rounding of
        // IOF and issuance cost makes two principals release the same amount.
        expect(gross.requestedAmount - liquid.requestedAmount).toBeGreaterThanOrEqual(0);
        expect(gross.requestedAmount - liquid.requestedAmount).toBeLessThanOrEqual(2);
        // And Gross on the principal Liquid found releases the requested amount.
        const back = planOf(simulatePlan({ ...input, requestedAmount: liquid.requestedAmount }, product));
        expect(back.liquidAmountInCents).toBe(gross.liquidAmountInCents);
        expect(back.installments).toEqual(liquid.installments);
      }),
      RUNS,
    );
  });

  it("Payment gives the largest principal whose installments fit", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ input, product }) => {
        const gross = planOf(simulatePlan(input, product));
        const target = Math.max(...gross.installments.map((i) => i.paymentInCents));
        const mode: CalculateByValueType = "Payment";
        const solved = planOf(simulatePlan({ ...input, calculateByValueType: mode, requestedAmount: asCents(target) }, product));
        expect(Math.max(...solved.installments.map((i) => i.paymentInCents))).toBeLessThanOrEqual(target);
        expect(solved.requestedAmount).toBeGreaterThanOrEqual(gross.requestedAmount);
        const next = planOf(simulatePlan({ ...input, requestedAmount: asCents(solved.requestedAmount + 1) }, product));
        expect(Math.max(...next.installments.map((i) => i.paymentInCents))).toBeGreaterThan(target);
      }),
      { numRuns: Math.ceil(Number(process.env.FINANCE_PROPERTY_RUNS ?? 400) / 2) },
    );
  });

  it("FGTS plans reconcile and their CET discounts back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 50, max: 300 }),
        fc.integer({ min: 0, max: 365 * 4 }),
        fc.constantFrom("January", "April", "July", "October", "December", "NotSet" as const),
        fc.integer({ min: 20_000, max: 120_000 }),
        (years, aprBasisPoints, startOffset, paymentMonth, perYear) => {
          const start = utcMidnightOfDay(addMonths(dayFromCivil(2024, 1, 1), 0) + startOffset);
          const input = {
            amortizationType: "fgts",
            requestedAmount: asCents(perYear * years),
            termInMonths: 12 * years,
            apr: aprBasisPoints / 100,
            startDate: start,
            paymentMonth,
          } as const;
          const result = simulatePlan(input, fgtsProduct({ maxMonthlyRatePercent: 3 }));
          if (!result.ok) {
            // Only the Curator Council's per-year limits may refuse these inputs.
            expect(result.errors.map((e) => e.code)).toEqual(["out_of_range"]);
            return;
          }
          const plan = result.plan;
          expect(plan.installments).toHaveLength(years);
          expect(plan.installments.reduce((s, i) => s + i.principalInCents, 0)).toBe(plan.requestedAmount);
          expect(plan.installments.at(-1)?.balanceInCents).toBe(0);
          expect(cetGap(result, start)).toBeLessThan(0.5);
        },
      ),
      RUNS,
    );
  });
});
