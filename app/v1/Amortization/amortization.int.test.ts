import { describe, expect, test } from "vitest";
import { priceSacAmortizationSchema } from "@/lib/contract";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { fgtsRow, priceRow, sacRow } from "@/lib/credit/products/test-product-rows";
import { toFinanceProduct } from "@/lib/credit/products/to-finance-product";
import { civilToday } from "@/lib/credit/simulation/clock";
import { toCalculationInput } from "@/lib/credit/simulation/compute-plan";
import { asCents, simulatePlan } from "@/lib/finance";
import { callApi, centro, partnersAndDatabase } from "@/test/integration/credit-api";

const api = partnersAndDatabase();

type Json = Record<string, unknown>;
type Installment = { number: number; dueDate: string; paymentInCents: number; principalInCents: number; interestInCents: number; balanceInCents: number };

function priceAmortization(fields: Json = {}): Json {
  return {
    amortizationType: "price",
    requestedAmount: 500_000,
    apr: 2.2,
    numberOfPayments: 24,
    firstPaymentDate: "2026-06-07T00:00:00Z",
    calculationType: "V360Meses",
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate: "2026-05-04T00:00:00Z",
    ...fields,
  };
}

function fgtsAmortization(fields: Json = {}): Json {
  return { amortizationType: "fgts", requestedAmount: 90_000, termInMonths: 36, apr: 1.5, startDate: "2026-05-04T00:00:00Z", paymentMonth: "August", ...fields };
}

const body = (productId: string, amortization: Json, extra: Json = {}) => ({ productId, legalPerson: false, amortization, ...extra });
const simulate = (payload: unknown, token = api.centroToken) => callApi(token, "POST", "/v1/Amortization", payload);

describe("POST /v1/Amortization", () => {
  test("a Price plan that reconciles and equals lib/finance's for the same input", async () => {
    const response = await simulate(body(PRODUCT_IDS.payrollPrice, priceAmortization()));
    expect(response.status).toBe(200);
    const plan = response.body as Json & { installments: Installment[] };
    expect(plan).toMatchObject({ productId: PRODUCT_IDS.payrollPrice, amortizationType: "price", requestedAmount: 500_000, apr: 2.2 });
    expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.installments).toHaveLength(24);
    expect(plan.installments.reduce((sum, item) => sum + item.principalInCents, 0)).toBe(500_000);
    expect(plan.installments.reduce((sum, item) => sum + item.paymentInCents, 0)).toBe(plan.totalPaymentInCents);
    expect(plan.installments.at(-1)?.balanceInCents).toBe(0);
    expect((plan.liquidAmountInCents as number) + (plan.iofAmountInCents as number) + (plan.issuanceCostInCents as number)).toBe(500_000);

    const input = toCalculationInput(priceSacAmortizationSchema.parse(priceAmortization()), "2026-05-04");
    const expected = simulatePlan(input, toFinanceProduct(priceRow()));
    if (!expected.ok) throw new Error("lib/finance refused the input");
    const { id: _id, productId: _productId, ...figures } = plan;
    expect(figures).toMatchObject({
      ...expected.plan,
      installments: expected.plan.installments.map(({ fixedCostInCents: _fixed, ...installment }) => installment),
    });

    const stored = await api.prisma.creditSimulation.findUniqueOrThrow({ where: { id: plan.id as string } });
    expect(stored.correspondentId).toBe(centro.correspondentId);
    expect(stored.plan).toEqual(plan);
  });

  test("SAC with Liquid: the released amount is the one requested, the issuance cost is deducted", async () => {
    const response = await simulate(
      body(PRODUCT_IDS.payrollSac, priceAmortization({ amortizationType: "SAC", calculationType: "V365DiasCorridos", firstPaymentDate: "2026-06-10T00:00:00Z", apr: 1.9, calculateByValueType: "Liquid" })),
    );
    expect(response.status).toBe(200);
    const plan = response.body as Json & { installments: Installment[] };
    expect(plan).toMatchObject({ amortizationType: "sac", liquidAmountInCents: 500_000, issuanceCostInCents: 3000 });
    expect(plan.installments.reduce((sum, item) => sum + item.principalInCents, 0)).toBe(plan.requestedAmount);
    const input = toCalculationInput(priceSacAmortizationSchema.parse(priceAmortization({ amortizationType: "sac", calculationType: "V365DiasCorridos", firstPaymentDate: "2026-06-10T00:00:00Z", apr: 1.9, calculateByValueType: "Liquid" })), "2026-05-04");
    const expected = simulatePlan(input, toFinanceProduct(sacRow()));
    expect(expected.ok && expected.plan.requestedAmount).toBe(plan.requestedAmount);
  });

  test("FGTS: annual installments on the withdrawal month, IOF financed", async () => {
    const response = await simulate(body(PRODUCT_IDS.fgtsAnticipation, fgtsAmortization()));
    expect(response.status).toBe(200);
    const plan = response.body as Json & { installments: Installment[] };
    expect(plan.amortizationType).toBe("fgts");
    expect(plan.installments.map((item) => item.dueDate)).toEqual(["2026-08-01T00:00:00Z", "2027-08-01T00:00:00Z", "2028-08-01T00:00:00Z"]);
    expect((plan.liquidAmountInCents as number) + (plan.iofAmountInCents as number)).toBe(90_000);
    const expected = simulatePlan(
      { amortizationType: "fgts", requestedAmount: asCents(90_000), termInMonths: 36, apr: 1.5, startDate: "2026-05-04T00:00:00Z", paymentMonth: "August" },
      toFinanceProduct(fgtsRow()),
    );
    expect(expected.ok && expected.plan.totalPaymentInCents).toBe(plan.totalPaymentInCents);
  });

  test("without startDate the plan starts today (in Brasília)", async () => {
    const today = civilToday();
    const first = await callApi(api.centroToken, "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCT_IDS.payrollPrice}&startDate=${today}`);
    const { startDate: _startDate, ...withoutStart } = priceAmortization({ firstPaymentDate: first.body?.firstPaymentDate, numberOfPayments: 12 });
    const response = await simulate(body(PRODUCT_IDS.payrollPrice, withoutStart));
    expect(response.status).toBe(200);
    const stored = await api.prisma.creditSimulation.findUniqueOrThrow({ where: { id: response.body?.id as string } });
    expect((stored.request as { amortization: { startDate: string } }).amortization.startDate).toBe(`${today}T00:00:00Z`);
  });

  test("a first due date years away is a 400 on firstPaymentDate, not a failure", async () => {
    const response = await simulate(body(PRODUCT_IDS.payrollPrice, priceAmortization({ firstPaymentDate: "2099-01-07T00:00:00Z" })));
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([{ field: "amortization.firstPaymentDate", message: expect.stringContaining("FirstPaymentDate") }]);
  });

  test.each([
    ["a Price body for the FGTS product", body(PRODUCT_IDS.fgtsAnticipation, priceAmortization()), "amortization.amortizationType", "fgts"],
    ["an FGTS body for the Price product", body(PRODUCT_IDS.payrollPrice, fgtsAmortization()), "amortization.amortizationType", "price"],
    ["a rate above the range", body(PRODUCT_IDS.payrollPrice, priceAmortization({ apr: 4.2 })), "amortization.apr", "de 1.6 a 3.8"],
    ["a rate below the FGTS range", body(PRODUCT_IDS.fgtsAnticipation, fgtsAmortization({ apr: 1 })), "amortization.apr", "de 1.29 a 1.8"],
    ["a term above the range", body(PRODUCT_IDS.payrollPrice, priceAmortization({ numberOfPayments: 120 })), "amortization.numberOfPayments", "de 6 a 96"],
    ["an FGTS term above the range", body(PRODUCT_IDS.fgtsAnticipation, fgtsAmortization({ termInMonths: 48 })), "amortization.termInMonths", "de 12 a 36"],
    ["another day-count criterion", body(PRODUCT_IDS.payrollPrice, priceAmortization({ calculationType: "V252DiasUteis" })), "amortization.calculationType", "V360Meses"],
    ["an FGTS installment above R$ 500 a year", body(PRODUCT_IDS.fgtsAnticipation, fgtsAmortization({ requestedAmount: 500_000 })), "amortization.requestedAmount", "R$ 500,00"],
    ["a legal person", body(PRODUCT_IDS.payrollPrice, priceAmortization(), { legalPerson: true }), "legalPerson", "pessoa física"],
    ["a quarterly periodicity", body(PRODUCT_IDS.payrollPrice, priceAmortization({ paymentPeriodicity: { every: 3, periodicity: "Monthly" } })), "amortization.paymentPeriodicity.every", "mensal"],
    ["an FGTS field in a Price object", body(PRODUCT_IDS.payrollPrice, priceAmortization({ termInMonths: 24 })), "amortization.termInMonths", "FGTS"],
    ["an amount in reais", body(PRODUCT_IDS.payrollPrice, priceAmortization({ requestedAmount: 5000.5 })), "amortization.requestedAmount", "centavos"],
  ])("%s is a 400 naming the field and what was expected", async (_, payload, field, expected) => {
    const response = await simulate(payload);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const errors = response.body?.errors as Array<{ field: string; message: string }>;
    expect(errors).toContainEqual({ field, message: expect.stringContaining(expected) });
  });

  test("an unknown product is a 404 naming productId", async () => {
    const response = await simulate(body("3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", priceAmortization()));
    expect(response.status).toBe(404);
    expect(response.body?.errors).toEqual([expect.objectContaining({ field: "productId" })]);
  });

  test("a disabled product is a 404 too", async () => {
    await api.prisma.creditProduct.update({ where: { id: PRODUCT_IDS.payrollSac }, data: { enabled: false } });
    try {
      const response = await simulate(body(PRODUCT_IDS.payrollSac, priceAmortization({ amortizationType: "sac", calculationType: "V365DiasCorridos" })));
      expect(response.status).toBe(404);
    } finally {
      await api.prisma.creditProduct.update({ where: { id: PRODUCT_IDS.payrollSac }, data: { enabled: true } });
    }
  });

  test("without a valid token: 401", async () => {
    expect((await simulate(body(PRODUCT_IDS.payrollPrice, priceAmortization()), "cpat_invalid")).status).toBe(401);
  });
});

describe("GET /v1/Amortization/{id}", () => {
  test("answers the stored plan, not a new simulation", async () => {
    const created = await simulate(body(PRODUCT_IDS.payrollPrice, priceAmortization({ numberOfPayments: 36 })));
    const id = created.body?.id as string;
    // A stored plan is answered as stored: tamper with it to prove nothing is recomputed.
    await api.prisma.creditSimulation.update({ where: { id }, data: { plan: { ...(created.body as Json), apr: 2.21 } } });
    const read = await callApi(api.centroToken, "GET", `/v1/Amortization/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...created.body, apr: 2.21 });
  });

  test("another correspondent's simulation is a 403; an unknown id a 404; a malformed id a 400", async () => {
    const created = await simulate(body(PRODUCT_IDS.payrollPrice, priceAmortization()));
    expect((await callApi(api.norteToken, "GET", `/v1/Amortization/${created.body?.id as string}`)).status).toBe(403);
    expect((await callApi(api.centroToken, "GET", "/v1/Amortization/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f")).status).toBe(404);
    const malformed = await callApi(api.centroToken, "GET", "/v1/Amortization/123");
    expect(malformed.status).toBe(400);
    expect(malformed.body?.errors).toEqual([expect.objectContaining({ field: "id" })]);
  });

  test("without a token: 401", async () => {
    expect((await callApi("", "GET", "/v1/Amortization/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f")).status).toBe(401);
  });
});

describe("POST /v1/Amortization/Batch", () => {
  test("one bad item does not fail the others; every plan is readable by its id", async () => {
    const items = [
      body(PRODUCT_IDS.payrollPrice, priceAmortization()),
      body(PRODUCT_IDS.payrollPrice, priceAmortization({ apr: 9 })),
      body(PRODUCT_IDS.fgtsAnticipation, priceAmortization()),
      body("3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", priceAmortization()),
      "not an object",
      body(PRODUCT_IDS.fgtsAnticipation, fgtsAmortization()),
    ];
    const response = await callApi(api.centroToken, "POST", "/v1/Amortization/Batch", { items });
    expect(response.status).toBe(200);
    const results = response.body?.results as Array<{ index: number; plan?: Json; error?: Json & { errors?: Array<{ field: string }> } }>;
    expect(results.map((result) => result.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((result) => (result.plan ? "plan" : result.error?.status))).toEqual(["plan", 400, 400, 404, 400, "plan"]);
    expect(results[1]?.error?.errors).toEqual([expect.objectContaining({ field: "amortization.apr" })]);
    expect(results[2]?.error?.errors).toEqual([expect.objectContaining({ field: "amortization.amortizationType" })]);
    expect(results[3]?.error?.errors).toEqual([expect.objectContaining({ field: "productId" })]);
    expect(results[1]?.error).toMatchObject({ type: "/problems/validation", title: "Dados inválidos" });

    const single = await simulate(body(PRODUCT_IDS.payrollPrice, priceAmortization()));
    const { id: _batchId, ...batchFigures } = results[0]?.plan as Json;
    const { id: _singleId, ...singleFigures } = single.body as Json;
    expect(batchFigures).toEqual(singleFigures);

    const read = await callApi(api.centroToken, "GET", `/v1/Amortization/${results[5]?.plan?.id as string}`);
    expect(read.body).toEqual(results[5]?.plan);
  });

  test("an empty batch or one above 100 items is a 400 on items", async () => {
    const empty = await callApi(api.centroToken, "POST", "/v1/Amortization/Batch", { items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body?.errors).toEqual([expect.objectContaining({ field: "items" })]);
    const tooMany = await callApi(api.centroToken, "POST", "/v1/Amortization/Batch", { items: Array.from({ length: 101 }, () => body(PRODUCT_IDS.payrollPrice, priceAmortization())) });
    expect(tooMany.status).toBe(400);
  });

  test("100 items are simulated in one call", async () => {
    const items = Array.from({ length: 100 }, (_, index) => body(PRODUCT_IDS.payrollPrice, priceAmortization({ numberOfPayments: 6 + (index % 90) })));
    const response = await callApi(api.centroToken, "POST", "/v1/Amortization/Batch", { items });
    expect(response.status).toBe(200);
    expect((response.body?.results as Array<{ plan?: Json }>).every((result) => result.plan !== undefined)).toBe(true);
  });

  test("without a token: 401", async () => {
    expect((await callApi("x", "POST", "/v1/Amortization/Batch", { items: [] })).status).toBe(401);
  });
});
