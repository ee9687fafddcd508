import { describe, expect, test } from "vitest";
import { amortizationSchema, priceSacAmortizationSchema } from "@/lib/contract";
import { simulatePlan } from "@/lib/finance";
import { fgtsRow, priceRow, sacRow } from "../products/test-product-rows";
import { toFinanceProduct } from "../products/to-finance-product";
import { computePlan } from "./compute-plan";
import { toAmortizationPlan } from "./to-amortization-plan";

const price = (fields: Record<string, unknown> = {}) =>
  priceSacAmortizationSchema.parse({
    amortizationType: "price",
    requestedAmount: 500_000,
    apr: 2.2,
    numberOfPayments: 24,
    firstPaymentDate: "2026-06-07T00:00:00Z",
    calculationType: "V360Meses",
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate: "2026-05-04T00:00:00Z",
    ...fields,
  });

const fgts = (fields: Record<string, unknown> = {}) =>
  amortizationSchema.parse({ amortizationType: "FGTS", requestedAmount: 90_000, termInMonths: 36, apr: 1.5, startDate: "2026-05-04T00:00:00Z", paymentMonth: "August", ...fields });

describe("computePlan", () => {
  test("a Price body gives lib/finance's plan for the product, principals adding up to the amount", () => {
    const result = computePlan(priceRow(), price());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const direct = simulatePlan(result.input, toFinanceProduct(priceRow()));
    expect(direct.ok && direct.plan).toEqual(result.plan);
    expect(result.plan.installments).toHaveLength(24);
    expect(result.plan.installments.reduce((sum, item) => sum + item.principalInCents, 0)).toBe(500_000);
    expect(result.plan.liquidAmountInCents + result.plan.iofAmountInCents + result.plan.issuanceCostInCents).toBe(500_000);
  });

  test("an FGTS body for the FGTS product: annual installments in the withdrawal month", () => {
    const result = computePlan(fgtsRow(), fgts());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.plan.amortizationType).toBe("fgts");
    expect(result.plan.installments.map((item) => item.dueDate)).toEqual(["2026-08-01T00:00:00Z", "2027-08-01T00:00:00Z", "2028-08-01T00:00:00Z"]);
  });

  test.each([
    ["a Price body for the FGTS product", fgtsRow(), price(), "amortizationType = fgts"],
    ["an FGTS body for a Price product", priceRow(), fgts(), "amortizationType = price"],
    ["a SAC body for the Price product", priceRow(), price({ amortizationType: "sac" }), "amortizationType = price"],
  ])("%s is one error on amortization.amortizationType", (_, row, body, expected) => {
    const result = computePlan(row, body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([{ field: "amortization.amortizationType", message: expect.stringContaining(expected) }]);
  });

  test("rate and term outside the product's range name the field and the range, in pt-BR", () => {
    const result = computePlan(priceRow(), price({ apr: 4.5, numberOfPayments: 120 }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: "amortization.apr", message: "informe apr, a taxa de juros mensal em percentual, de 1.6 a 3.8 (% ao mês, faixa do produto)" },
      { field: "amortization.numberOfPayments", message: "informe numberOfPayments, o número de parcelas, de 6 a 96 (faixa de prazo do produto)" },
    ]);
  });

  test("the day-count criterion must follow the product; the prefix is configurable", () => {
    const result = computePlan(sacRow(), price({ amortizationType: "sac", calculationType: "V360Meses" }), { prefix: "items[0].amortization." });
    expect(!result.ok && result.errors).toEqual([
      { field: "items[0].amortization.calculationType", message: "informe calculationType = V365DiasCorridos: siga o critério de contagem de dias do produto" },
    ]);
  });

  test("an FGTS annual installment above R$ 500 is refused with the limits", () => {
    const result = computePlan(fgtsRow(), fgts({ requestedAmount: 500_000 }));
    expect(!result.ok && result.errors).toEqual([{ field: "amortization.requestedAmount", message: expect.stringContaining("entre R$ 100,00 e R$ 500,00") }]);
  });

  test("without startDate the plan starts on the given civil date", () => {
    const { startDate: _unused, ...body } = price();
    const result = computePlan(priceRow(), body, { today: "2026-05-04" });
    expect(result.ok && result.input.startDate).toBe("2026-05-04T00:00:00Z");
  });

  test("a first payment date before the start date points to the first-payment-date endpoint", () => {
    const result = computePlan(priceRow(), price({ firstPaymentDate: "2026-05-01T00:00:00Z" }));
    expect(!result.ok && result.errors[0]?.message).toContain("POST /v1/RegistryEmployee/FirstPaymentDate");
  });

  test("a first due date more than a year away is refused on firstPaymentDate", () => {
    const result = computePlan(priceRow(), price({ firstPaymentDate: "2099-01-07T00:00:00Z" }));
    expect(!result.ok && result.errors).toEqual([{ field: "amortization.firstPaymentDate", message: expect.stringContaining("12 meses") }]);
  });

  test("toAmortizationPlan answers only the contract's fields", () => {
    const result = computePlan(priceRow(), price());
    if (!result.ok) throw new Error("plan expected");
    const plan = toAmortizationPlan("00000000-0000-4000-8000-000000000001", priceRow().id, result.plan);
    expect(Object.keys(plan.installments[0] ?? {})).toEqual(["number", "dueDate", "paymentInCents", "principalInCents", "interestInCents", "balanceInCents", "fixedCostInCents"]);
    expect(plan).toMatchObject({ id: "00000000-0000-4000-8000-000000000001", productId: priceRow().id, requestedAmount: 500_000, apr: 2.2 });
  });
});
