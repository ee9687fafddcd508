import { describe, expect, it } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { checkPlausibility } from "./plausibility";

const TODAY = "2026-05-04";

const warrantyItem = (totalValue: number) => ({
  warrantyType: "RegistryEmployee",
  registry_EmployeeCode: "000123",
  registry_EmployerRegistrationCode: 4567,
  registry_EmployerName: "Empresa Exemplo Ltda",
  registry_EmployerRegistrationNumber: "11222333000181",
  registry_DiscountStartPeriod: "2026-07-01",
  registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
  totalValue,
});

function priceCreation(amortization: Record<string, unknown> = {}, body: Record<string, unknown> = {}) {
  return {
    productId: PRODUCT_IDS.payrollPrice,
    personId: "{{personId}}",
    bankAccountId: "{{bankAccountId}}",
    liquidationType: "EletronicTransfer",
    amortization: {
      amortizationType: "price",
      requestedAmount: 150000,
      apr: 1.8,
      numberOfPayments: 24,
      firstPaymentDate: "{{firstPaymentDate}}",
      calculationType: "V360Meses",
      paymentPeriodicity: { every: 1, periodicity: "Monthly" },
      startDate: "2026-05-04T00:00:00Z",
      ...amortization,
    },
    warranty: [warrantyItem(1500)],
    ...body,
  };
}

function fgtsCreation(amortization: Record<string, unknown> = {}, body: Record<string, unknown> = {}) {
  return {
    productId: PRODUCT_IDS.fgtsAnticipation,
    personId: "{{personId}}",
    bankAccountId: "{{bankAccountId}}",
    liquidationType: "EletronicTransfer",
    amortization: { amortizationType: "fgts", requestedAmount: 60000, termInMonths: 24, apr: 1.49, startDate: "2026-05-04T00:00:00Z", paymentMonth: "August", ...amortization },
    uploads: [{ fileType: "Authorization", fileName: "termo.pdf" }],
    ...body,
  };
}

const check = (operationId: string, payload: unknown) => checkPlausibility(operationId, payload, TODAY);

describe("checkPlausibility", () => {
  it("passes a right payroll creation and a right FGTS creation without a word", () => {
    expect(check("createCreditNote", priceCreation())).toEqual({ problems: [], warnings: [] });
    expect(check("createCreditNote", fgtsCreation())).toEqual({ problems: [], warnings: [] });
  });

  it("warns when requestedAmount and totalValue look swapped (1500 cents against 150000 reais)", () => {
    const { problems, warnings } = check("createCreditNote", priceCreation({ requestedAmount: 1500 }, { warranty: [warrantyItem(150000)] }));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({ field: "amortization.requestedAmount", rule: "unidades", fix: expect.stringContaining("150000") }),
      expect.objectContaining({ field: "warranty[0].totalValue", rule: "unidades", message: expect.stringContaining("R$ 15,00"), fix: expect.stringContaining("centavos") }),
    ]);
  });

  it("flags a payroll requestedAmount too small to be meant in cents, with no totalValue to compare, on simulations too", () => {
    const creation = check("createCreditNote", priceCreation({ requestedAmount: 1500 }, { warranty: undefined }));
    expect(creation.problems).toEqual([]);
    expect(creation.warnings[0]).toMatchObject({ field: "amortization.requestedAmount", rule: "unidades", message: expect.stringContaining("R$ 15,00"), fix: expect.stringContaining("150000") });
    const simulation = { productId: PRODUCT_IDS.payrollPrice, legalPerson: false, amortization: priceCreation({ requestedAmount: 1500 }).amortization };
    expect(check("simulateAmortization", simulation).warnings).toEqual([expect.objectContaining({ field: "amortization.requestedAmount", rule: "unidades" })]);
    expect(check("simulateAmortizationBatch", { items: [simulation] }).warnings).toEqual([expect.objectContaining({ field: "items[0].amortization.requestedAmount" })]);
    const sac = { productId: PRODUCT_IDS.payrollSac, legalPerson: false, amortization: priceCreation({ amortizationType: "sac", calculationType: "V365DiasCorridos", requestedAmount: 1500 }).amortization };
    expect(check("simulateAmortization", sac).warnings).toEqual([expect.objectContaining({ field: "amortization.requestedAmount" })]);
    // R$ 1.500,00 in cents is a plausible loan.
    expect(check("simulateAmortization", { ...simulation, amortization: priceCreation().amortization }).warnings).toEqual([]);
  });

  it("warns that a payroll creation without collateral is refused at submission", () => {
    const { warnings } = check("createCreditNote", priceCreation({}, { warranty: undefined }));
    expect(warnings).toEqual([expect.objectContaining({ field: "warranty", rule: "garantia-para-envio", when: expect.stringContaining("submitapproval responde 400") })]);
    expect(check("createCreditNote", priceCreation({}, { warranty: [] })).warnings).toHaveLength(1);
  });

  it("warns that an FGTS creation without the consent term comes back in WarrantyRevision", () => {
    const { warnings } = check("createCreditNote", fgtsCreation({}, { uploads: [] }));
    expect(warnings).toEqual([expect.objectContaining({ field: "uploads", rule: "termo-de-consentimento", when: expect.stringContaining("WarrantyRevision") })]);
    expect(check("createCreditNote", fgtsCreation({}, { uploads: [{ fileType: "Others", fileName: "rg.pdf" }] })).warnings).toHaveLength(1);
  });

  it("reports the rate and term outside the product's range as the API's own 400", () => {
    const { problems } = check("simulateAmortization", { productId: PRODUCT_IDS.payrollPrice, legalPerson: false, amortization: priceCreation({ apr: 4.5, numberOfPayments: 120 }).amortization });
    expect(problems.map((problem) => [problem.field, problem.rule])).toEqual([
      ["amortization.apr", "produto"],
      ["amortization.numberOfPayments", "produto"],
    ]);
    expect(problems[0]?.message).toContain("de 1.6 a 3.8");
  });

  it("applies the FGTS limits of the engine, and names amounts that look like reais", () => {
    const { problems, warnings } = check("createCreditNote", fgtsCreation({ requestedAmount: 600 }));
    expect(problems).toEqual([expect.objectContaining({ field: "amortization.requestedAmount", rule: "produto", message: expect.stringContaining("R$ 100,00 e R$ 500,00") })]);
    expect(warnings).toEqual([expect.objectContaining({ rule: "unidades", fix: expect.stringContaining("60000") })]);
    expect(check("createCreditNote", fgtsCreation({ termInMonths: 18 })).problems[0]).toMatchObject({ field: "amortization.termInMonths" });
  });

  it("checks each item of a batch under its own path, and an unknown product", () => {
    const batch = { items: [{ productId: PRODUCT_IDS.payrollPrice, legalPerson: false, amortization: priceCreation({ apr: 9 }).amortization }, { productId: "7d0c1c55-0000-4000-8000-000000000000", legalPerson: false, amortization: {} }] };
    const { problems } = check("simulateAmortizationBatch", batch);
    expect(problems.map((problem) => problem.field)).toEqual(["items[0].amortization.apr", "items[1].productId"]);
    expect(problems[1]).toMatchObject({ rule: "produto-desconhecido", when: expect.stringContaining("404") });
  });

  it("says nothing about routes without a calculation object", () => {
    expect(check("cancelCreditNote", { message: "x" })).toEqual({ problems: [], warnings: [] });
  });
});
