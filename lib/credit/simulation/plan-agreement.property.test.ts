/**
 * One calculation, one place (issue 22): for thousands of generated valid conditions per product, every path
 * that shows or sends a plan's figures gives the same plan to the cent, and each plan keeps its invariants.
 *
 *   offer (simulateOfferTerm, POST /v1/Amortization/RegistryEmployeeOffers and the auction revalidation)
 *     = plan of POST /v1/Amortization (computePlan; the batch and the documentation server's check call it too)
 *     = the offer reproduced by POST /v1/Amortization from its own fields (Gross, startDate, firstPaymentDate)
 *     = the operation's plan (planForNote: POST /v1/CreditNote, stored, answered by GET and the portal)
 *     = the instrument the borrower signs (buildInstrument);
 *   principals add up to the principal, the last balance is 0, installment = principal + interest + fixed cost,
 *   released = principal - financed IOF - issuance cost; Liquid releases exactly what it was asked and Payment
 *   gives the largest principal whose installments fit.
 *
 * Conditions: amounts across R$ 500 to R$ 500.000, every term and rates across each product's range, start
 * dates over a year (June 2027 to June 2028: month ends, the turn of the year, 2028-02-29) and fixed ones, every
 * value mode, FGTS birthday months; a Price and a SAC variant with issuance and per-installment costs on every
 * day-count criterion. `PLAN_AGREEMENT_RUNS` (default 2000) sets the conditions per product and property.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amortizationSchema, type Amortization, type AmortizationPlan } from "@/lib/contract";
import { buildInstrument, twoDecimals } from "@/lib/credit/signatures/instrument";
import { Prisma, type CreditProduct } from "@/lib/db/generated/client";
import { CALCULATION_TYPES, dayFromCivil, firstPaymentDate, isoDateOfDay, largestInstallmentInCents, PAYMENT_MONTHS } from "@/lib/finance";
import { planForNote } from "../credit-notes/plan-for-note";
import { offerValueTarget } from "../offers/offer-value-target";
import { simulateOfferTerm } from "../offers/simulate-offer-term";
import { PRODUCT_IDS } from "../products/catalog";
import { catalogProductRow, fgtsRow, priceRow, sacRow } from "../products/test-product-rows";
import { computePlan } from "./compute-plan";
import { toAmortizationPlan } from "./to-amortization-plan";

const RUNS = Number(process.env.PLAN_AGREEMENT_RUNS ?? 2000);
/** Each property's own limit; the suite's budget (under 20 s with the rest of the unit tests) is what RUNS keeps. */
const PROPERTY_TIMEOUT_MS = 60_000;
const NOTE_ID = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";
const MONTHLY = { every: 1, periodicity: "Monthly" } as const;

/** Dates a calendar gets wrong: month ends, the turn of the year, the leap day, the day. */
const AWKWARD_DAYS = ["2026-11-25", "2027-01-31", "2027-02-28", "2027-04-30", "2027-12-31", "2028-01-01", "2028-01-31", "2028-02-28", "2028-02-29", "2028-03-31"];
const FIRST_DAY = dayFromCivil(2027, 6, 1);
const startDay = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 395 }).map((offset) => isoDateOfDay(FIRST_DAY + offset)) },
  { weight: 1, arbitrary: fc.constantFrom(...AWKWARD_DAYS) },
);

const rate = (min: Prisma.Decimal, max: Prisma.Decimal) =>
  fc.integer({ min: Math.round(min.toNumber() * 100), max: Math.round(max.toNumber() * 100) }).map((basisPoints) => basisPoints / 100);

/** A Price or SAC product with every cost and the given day count: the catalog's have none of the first. */
function costlyRow(model: "price" | "sac", calculationType: CreditProduct["calculationType"]): CreditProduct {
  return catalogProductRow(model === "price" ? PRODUCT_IDS.payrollPrice : PRODUCT_IDS.payrollSac, {
    calculationType,
    issuanceCostInCents: 1_500,
    issuanceCostPercent: new Prisma.Decimal("1.25"),
    fixedCostPerInstallmentInCents: 390,
  });
}

interface PayrollCondition {
  readonly row: CreditProduct;
  readonly amortization: Amortization & { amortizationType: "price" | "sac" };
}

/** A valid Price/SAC calculation object for `row`: amount, rate and term in range, the product's first due date. */
function payrollCondition(rowOf: fc.Arbitrary<CreditProduct>, options: { extras: boolean }): fc.Arbitrary<PayrollCondition> {
  return rowOf.chain((row) =>
    fc
      .record({
        start: startDay,
        amount: fc.integer({ min: 50_000, max: 50_000_000 }),
        apr: rate(row.minMonthlyRate, row.maxMonthlyRate),
        n: fc.integer({ min: row.minTerm, max: row.maxTerm }),
        interestOnly: options.extras ? fc.integer({ min: 0, max: 2 }) : fc.constant(0),
        onBusinessDays: options.extras ? fc.boolean() : fc.constant(false),
        exempted: options.extras ? fc.boolean() : fc.constant(false),
        fixedCosts: options.extras ? fc.boolean() : fc.constant(false),
      })
      .map(({ start, amount, apr, n, interestOnly, onBusinessDays, exempted, fixedCosts }) => ({
        row,
        amortization: amortizationSchema.parse({
          amortizationType: row.calculationModel,
          requestedAmount: amount,
          apr,
          numberOfPayments: n,
          firstPaymentDate: firstPaymentDate(start, { transferDay: row.transferDay ?? 1 }),
          calculationType: row.calculationType,
          paymentPeriodicity: MONTHLY,
          startDate: `${start}T00:00:00Z`,
          calculateByValueType: "Gross",
          ...(interestOnly > 0 && { numberOfInterestPayments: Math.min(interestOnly, n - 1) }),
          ...(onBusinessDays && { dueDateOnBusinessDays: true }),
          ...(exempted && { financeTaxExempted: true }),
          ...(fixedCosts && { includePaymentFixedCosts: true }),
        }) as PayrollCondition["amortization"],
      })),
  );
}

/** Deep equality, checked first as JSON (vitest's toEqual per condition is most of the suite's time); toEqual only to report a difference. */
function expectSame(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

function planOf(row: CreditProduct, amortization: Amortization): AmortizationPlan {
  const result = computePlan(row, amortization);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)} for ${JSON.stringify(amortization)}`);
  return toAmortizationPlan(NOTE_ID, row.id, result.plan, result.input.startDate);
}

/** The invariants of any plan, as a list of what broke (one assertion per condition: expect() per installment is slow). */
function brokenInvariants(plan: AmortizationPlan, amortization: Amortization): string[] {
  const problems: string[] = [];
  let principal = 0;
  let total = 0;
  for (const installment of plan.installments) {
    principal += installment.principalInCents;
    total += installment.paymentInCents;
    const fixedCost = installment.fixedCostInCents ?? 0;
    if (installment.paymentInCents !== installment.principalInCents + installment.interestInCents + fixedCost) problems.push(`installment ${installment.number} ≠ principal + interest + fixed cost`);
    if (installment.balanceInCents < 0) problems.push(`negative balance in ${installment.number}`);
  }
  if (principal !== plan.requestedAmount) problems.push(`principals add up to ${principal}, not ${plan.requestedAmount}`);
  if (total !== plan.totalPaymentInCents) problems.push(`installments add up to ${total}, not the total ${plan.totalPaymentInCents}`);
  if (plan.installments.at(-1)?.balanceInCents !== 0) problems.push("last balance is not 0");
  const financedIof = "financeTaxExempted" in amortization && amortization.financeTaxExempted ? 0 : plan.iofAmountInCents;
  if (plan.liquidAmountInCents !== plan.requestedAmount - financedIof - plan.issuanceCostInCents) problems.push("released ≠ principal - financed IOF - issuance cost");
  return problems;
}

/** The operation created from the object (POST /v1/CreditNote), and the instrument signed for it. */
function operationAndInstrument(row: CreditProduct, amortization: Amortization) {
  const operation = planForNote(NOTE_ID, row, amortization).plan;
  const instrument = buildInstrument({
    operationId: NOTE_ID,
    creditNoteNo: "CN00000001",
    emissionDate: new Date("2027-06-01T12:00:00Z"),
    creditor: { name: "Credora", registrationNumber: "52917436000178" },
    correspondent: { name: "Correspondente", registrationNumber: "11222333000181" },
    borrower: { name: "Tomador", registrationNumber: "52998224725" },
    product: { id: row.id, name: row.name, calculationModel: row.calculationModel },
    plan: operation,
    warranty: [],
    account: { id: NOTE_ID, bankCode: "001", agency: "1234", agencyDigit: null, accountNumber: "98765", accountDigit: "4", accountType: "Checking" },
  });
  return { operation, instrument };
}

/** The instrument says what the plan says: amounts, rates as shown, every installment. */
function expectInstrumentOf(plan: AmortizationPlan, instrument: ReturnType<typeof buildInstrument>): void {
  expectSame(instrument.amounts, {
    contractedInCents: plan.requestedAmount,
    releasedInCents: plan.liquidAmountInCents,
    iofInCents: plan.iofAmountInCents,
    issuanceCostInCents: plan.issuanceCostInCents,
    totalPaymentInCents: plan.totalPaymentInCents,
  });
  expectSame(instrument.rates, {
    interestMonthly: twoDecimals(plan.apr),
    interestYearly: twoDecimals(plan.yearlyRate),
    cetMonthly: twoDecimals(plan.cet.monthly),
    cetYearly: twoDecimals(plan.cet.yearly),
  });
  expectSame(
    instrument.plan.installments,
    plan.installments.map(({ number, dueDate, paymentInCents, principalInCents, interestInCents, balanceInCents }) => ({
      number,
      dueDate: dueDate.slice(0, 10),
      paymentInCents,
      principalInCents,
      interestInCents,
      balanceInCents,
    })),
  );
}

/** The offers' value modes as a partner sends them; the margin is out of the way (checked in simulate-offer-term.test.ts). */
const offerRequest = fc.oneof(
  fc.record({ calculateByValue: fc.constant("Gross" as const), requestedValue: fc.integer({ min: 50_000, max: 50_000_000 }) }),
  fc.record({ calculateByValue: fc.constant("Liquid" as const), requestedValue: fc.integer({ min: 50_000, max: 40_000_000 }) }),
  fc.record({ calculateByValue: fc.constant("Payment" as const), rangePaymentAmounts: fc.integer({ min: 5_000, max: 3_000_000 }).map((max) => [max]) }),
  fc.constant({}),
);

describe("one plan everywhere (property, thousands of conditions per product)", () => {
  const productsOf = {
    price: fc.oneof(fc.constant(priceRow()), fc.constantFrom(...CALCULATION_TYPES).map((type) => costlyRow("price", type))),
    sac: fc.oneof(fc.constant(sacRow()), fc.constantFrom(...CALCULATION_TYPES).map((type) => costlyRow("sac", type))),
  };

  it("Price: offer = POST /v1/Amortization = the offer reproduced from its own fields = operation = instrument", () => {
    let offers = 0;
    fc.assert(
      fc.property(payrollCondition(productsOf.price, { extras: false }), offerRequest, ({ row, amortization }, request) => {
        const today = (amortization.startDate ?? "").slice(0, 10);
        const target = offerValueTarget(request, 5_000_000);
        if (target === null) throw new Error("no target");
        const { apr, numberOfPayments, firstPaymentDate: first } = amortization;
        const offer = simulateOfferTerm({ product: row, numberOfPayments, apr, target, today, firstPaymentDate: first });
        // The partner's POST /v1/Amortization for the same request.
        const asked = computePlan(row, { ...amortization, requestedAmount: target.amount as never, calculateByValueType: target.mode });
        if (!asked.ok || largestInstallmentInCents(asked.plan) > target.maxInstallment) {
          expect(offer).toBeNull(); // no plan (an installment too small for any amount), or above the margin: no offer
          return;
        }
        if (offer === null) throw new Error("a plan that fits has no offer");
        offers++;
        const plan = toAmortizationPlan(NOTE_ID, row.id, asked.plan, asked.input.startDate);
        const payments = plan.installments.map((installment) => installment.paymentInCents);
        // The offer is exactly the plan: n - 1 regular installments and the last.
        expectSame([...Array<number>(numberOfPayments - 1).fill(offer.installmentAmountInCents), offer.lastInstallmentAmountInCents], payments);
        expect(offer.largestInstallmentAmountInCents).toBe(Math.max(...payments));
        expect(offer).toMatchObject({
          loanAmountInCents: plan.requestedAmount,
          releasedAmountInCents: plan.liquidAmountInCents,
          iofAmountInCents: plan.iofAmountInCents,
          monthlyInterestRate: plan.apr,
          yearlyInterestRate: plan.yearlyRate,
          monthlyCet: plan.cet.monthly,
          yearlyCet: plan.cet.yearly,
          startDate: amortization.startDate,
          firstPaymentDate: plan.firstPaymentDate,
        });
        // A caller reproduces the offer from its own fields; the operation and the instrument are that plan.
        const reproduction = amortizationSchema.parse({
          amortizationType: "price",
          requestedAmount: offer.loanAmountInCents,
          apr: offer.monthlyInterestRate,
          numberOfPayments: offer.numberOfPayments,
          firstPaymentDate: offer.firstPaymentDate,
          calculationType: row.calculationType,
          paymentPeriodicity: MONTHLY,
          startDate: offer.startDate,
          calculateByValueType: "Gross",
        });
        expectSame(planOf(row, reproduction), plan);
        const { operation, instrument } = operationAndInstrument(row, reproduction);
        expectSame(operation, plan);
        expectInstrumentOf(plan, instrument);
        expect(brokenInvariants(plan, amortization)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(offers).toBeGreaterThan(RUNS * 0.8); // the property is not vacuous
  }, PROPERTY_TIMEOUT_MS);

  describe.each(["price", "sac"] as const)("%s", (model) => {
    it("with every option: POST /v1/Amortization = operation = instrument, and the invariants hold", () => {
      fc.assert(
        fc.property(payrollCondition(productsOf[model], { extras: true }), ({ row, amortization }) => {
          const plan = planOf(row, amortization);
          expect(brokenInvariants(plan, amortization)).toEqual([]);
          const { operation, instrument } = operationAndInstrument(row, amortization);
          expectSame(operation, plan);
          expectInstrumentOf(plan, instrument);
        }),
        { numRuns: RUNS },
      );
    }, PROPERTY_TIMEOUT_MS);

    it("Liquid releases exactly the amount asked, Payment gives the largest principal whose installments fit", () => {
      fc.assert(
        fc.property(payrollCondition(productsOf[model], { extras: true }), ({ row, amortization }) => {
          const gross = planOf(row, amortization);
          const liquid = planOf(row, { ...amortization, requestedAmount: gross.liquidAmountInCents, calculateByValueType: "Liquid" });
          expect(liquid.liquidAmountInCents).toBe(gross.liquidAmountInCents);
          expect(brokenInvariants(liquid, amortization)).toEqual([]);
          const target = largestInstallmentInCents(gross);
          const payment = planOf(row, { ...amortization, requestedAmount: target as never, calculateByValueType: "Payment" });
          expect(largestInstallmentInCents(payment)).toBeLessThanOrEqual(target);
          expect(payment.requestedAmount).toBeGreaterThanOrEqual(gross.requestedAmount);
          const oneCentMore = planOf(row, { ...amortization, requestedAmount: (payment.requestedAmount + 1) as never });
          expect(largestInstallmentInCents(oneCentMore)).toBeGreaterThan(target);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }, PROPERTY_TIMEOUT_MS);
  });

  it("FGTS: POST /v1/Amortization = operation = instrument over every birthday month; only the Curator Council's limits refuse", () => {
    const row = fgtsRow();
    let plans = 0;
    fc.assert(
      fc.property(
        startDay,
        fc.integer({ min: 1, max: 3 }),
        rate(row.minMonthlyRate, row.maxMonthlyRate),
        fc.constantFrom(...PAYMENT_MONTHS),
        fc.integer({ min: 8_000, max: 42_000 }),
        (start, years, apr, paymentMonth, perYear) => {
          const amortization = amortizationSchema.parse({
            amortizationType: "fgts",
            requestedAmount: perYear * years,
            termInMonths: 12 * years,
            apr,
            startDate: `${start}T00:00:00Z`,
            paymentMonth,
          });
          const result = computePlan(row, amortization);
          if (!result.ok) {
            expect(result.errors.map((error) => error.field)).toEqual(["amortization.requestedAmount"]);
            return;
          }
          plans++;
          const plan = toAmortizationPlan(NOTE_ID, row.id, result.plan, result.input.startDate);
          expect(plan.installments).toHaveLength(years);
          expect(brokenInvariants(plan, amortization)).toEqual([]);
          const { operation, instrument } = operationAndInstrument(row, amortization);
          expectSame(operation, plan);
          expectInstrumentOf(plan, instrument);
        },
      ),
      { numRuns: RUNS },
    );
    expect(plans).toBeGreaterThan(RUNS * 0.5);
  }, PROPERTY_TIMEOUT_MS);
});
