import { describe, expect, test } from "vitest";
import { freshTestCpf, insertMarginQuery, TEST_EMPLOYER } from "@/lib/credit/offers/test-margin-queries";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { civilToday } from "@/lib/credit/simulation/clock";
import { callApi, centro, partnersAndDatabase } from "@/test/integration/credit-api";

// Margin queries are written straight into the database (test-margin-queries.ts): the tests set the free
// margin and the cache window exactly, independently of the margin query route.

const api = partnersAndDatabase();

type Offer = {
  offerRequestId: number;
  productId: string;
  numberOfPayments: number;
  installmentAmountInCents: number;
  lastInstallmentAmountInCents: number;
  loanAmountInCents: number;
  releasedAmountInCents: number;
  iofAmountInCents: number;
  monthlyInterestRate: number;
  yearlyInterestRate: number;
  monthlyCet: number;
  yearlyCet: number;
  startDate: string;
  firstPaymentDate: string;
  expiresAt: string;
};

async function workerWithMargin(freeMarginInCents = 80_000): Promise<string> {
  const cpf = freshTestCpf();
  await insertMarginQuery(api.prisma, { correspondentId: centro.correspondentId, registrationNumber: cpf, freeMarginInCents });
  return cpf;
}

async function offers(body: Record<string, unknown>, token = api.centroToken) {
  const response = await callApi(token, "POST", "/v1/Amortization/RegistryEmployeeOffers", body);
  return { ...response, offers: (Array.isArray(response.body) ? response.body : []) as Offer[] };
}

describe("POST /v1/Amortization/RegistryEmployeeOffers", () => {
  test("by default the whole free margin, at the maximum rate, for the usual terms of the Price product", async () => {
    const cpf = await workerWithMargin(80_000);
    const before = Date.now();
    const response = await offers({ registrationNumber: cpf, employerRegistrationNumber: TEST_EMPLOYER.registrationNumber });
    expect(response.status).toBe(200);
    expect(response.offers.map((offer) => offer.numberOfPayments)).toEqual([12, 24, 36, 48, 60, 72, 84, 96]);
    for (const offer of response.offers) {
      expect(offer.productId).toBe(PRODUCT_IDS.payrollPrice);
      expect(offer.monthlyInterestRate).toBe(3.8);
      expect(offer.installmentAmountInCents).toBeLessThanOrEqual(80_000);
      expect(offer.installmentAmountInCents).toBeGreaterThan(79_000);
      expect(offer.releasedAmountInCents + offer.iofAmountInCents).toBe(offer.loanAmountInCents);
      expect(Number.isInteger(offer.offerRequestId)).toBe(true);
      const validity = Date.parse(offer.expiresAt) - before;
      expect(validity).toBeGreaterThan(23.9 * 3_600_000);
      expect(validity).toBeLessThan(24.1 * 3_600_000);
    }
    const loans = response.offers.map((offer) => offer.loanAmountInCents);
    expect([...loans].sort((a, b) => a - b)).toEqual(loans);
    const stored = await api.prisma.creditOffer.findMany({ where: { registrationNumber: cpf } });
    expect(stored).toHaveLength(8);
    expect(stored.every((row) => row.correspondentId === centro.correspondentId && row.employerRegistrationNumber === TEST_EMPLOYER.registrationNumber)).toBe(true);
  });

  test("an offer's figures are the plan of the same calculation object on POST /v1/Amortization", async () => {
    const cpf = await workerWithMargin();
    // 12 installments: with a first period of up to 62 days a long term at this rate capitalizes interest in
    // installment 1 (negative principal), which the contract's installment schema does not accept yet.
    const [offer] = (await offers({ registrationNumber: cpf, rangeNumberOfPayments: [12], interestRate: 2.75 })).offers;
    if (!offer) throw new Error("an offer was expected");
    const today = civilToday();
    const first = await callApi(api.centroToken, "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCT_IDS.payrollPrice}&startDate=${today}`);
    const plan = await callApi(api.centroToken, "POST", "/v1/Amortization", {
      productId: PRODUCT_IDS.payrollPrice,
      legalPerson: false,
      amortization: {
        amortizationType: "price",
        requestedAmount: offer.loanAmountInCents,
        apr: 2.75,
        numberOfPayments: 12,
        firstPaymentDate: first.body?.firstPaymentDate,
        calculationType: "V360Meses",
        paymentPeriodicity: { every: 1, periodicity: "Monthly" },
        startDate: `${today}T00:00:00Z`,
      },
    });
    expect(plan.status).toBe(200);
    const installments = plan.body?.installments as Array<{ paymentInCents: number }>;
    // The offer's installment is the regular one; the last (the rounding residue) comes apart (issue 22).
    expect(installments.map((item) => item.paymentInCents)).toEqual([...Array<number>(11).fill(offer.installmentAmountInCents), offer.lastInstallmentAmountInCents]);
    expect(offer).toMatchObject({ startDate: `${today}T00:00:00Z`, firstPaymentDate: first.body?.firstPaymentDate });
    expect(plan.body).toMatchObject({
      liquidAmountInCents: offer.releasedAmountInCents,
      iofAmountInCents: offer.iofAmountInCents,
      yearlyRate: offer.yearlyInterestRate,
      cet: { monthly: offer.monthlyCet, yearly: offer.yearlyCet },
    });
  });

  test("Gross: the requested amount on every term whose installment fits; above the margin: an empty list", async () => {
    const cpf = await workerWithMargin(80_000);
    const fitting = await offers({ registrationNumber: cpf, calculateByValue: "Gross", requestedValue: 1_000_000 });
    expect(fitting.status).toBe(200);
    expect(fitting.offers.length).toBeGreaterThan(0);
    expect(fitting.offers.every((offer) => offer.loanAmountInCents === 1_000_000 && offer.installmentAmountInCents <= 80_000)).toBe(true);
    expect(fitting.offers.map((offer) => offer.numberOfPayments)).not.toContain(12); // R$ 10.000 in 12x at 3.8% is above R$ 800

    const above = await offers({ registrationNumber: cpf, calculateByValue: "Gross", requestedValue: 100_000_000 });
    expect(above.status).toBe(200);
    expect(above.body).toEqual([]);
  });

  test("Liquid: the released amount is the requested one", async () => {
    const cpf = await workerWithMargin();
    const response = await offers({ registrationNumber: cpf, calculateByValue: "Liquid", requestedValue: 1_500_000, rangeNumberOfPayments: [48, 96] });
    expect(response.offers.map((offer) => [offer.numberOfPayments, offer.releasedAmountInCents])).toEqual([
      [48, 1_500_000],
      [96, 1_500_000],
    ]);
  });

  test("Payment: installments inside the range, never above the margin", async () => {
    const cpf = await workerWithMargin(80_000);
    const response = await offers({ registrationNumber: cpf, calculateByValue: "Payment", rangePaymentAmounts: [30_000, 50_000] });
    expect(response.offers).toHaveLength(8);
    expect(response.offers.every((offer) => offer.installmentAmountInCents <= 50_000 && offer.installmentAmountInCents >= 30_000)).toBe(true);
    const capped = await offers({ registrationNumber: cpf, calculateByValue: "Payment", rangePaymentAmounts: [200_000] });
    expect(capped.offers.every((offer) => offer.installmentAmountInCents <= 80_000)).toBe(true);
    const none = await offers({ registrationNumber: cpf, calculateByValue: "Payment", rangePaymentAmounts: [90_000, 200_000] });
    expect(none.body).toEqual([]);
  });

  test("rateMode and interestRate choose the rate inside the product's range", async () => {
    const cpf = await workerWithMargin();
    const minimum = await offers({ registrationNumber: cpf, rateMode: "MinimumRate", rangeNumberOfPayments: [24] });
    expect(minimum.offers.map((offer) => offer.monthlyInterestRate)).toEqual([1.6]);
    const specific = await offers({ registrationNumber: cpf, interestRate: 2.49, rangeNumberOfPayments: [24] });
    expect(specific.offers.map((offer) => offer.monthlyInterestRate)).toEqual([2.49]);
    expect(specific.offers[0]?.loanAmountInCents).toBeLessThan(minimum.offers[0]?.loanAmountInCents ?? 0);

    const outside = await offers({ registrationNumber: cpf, interestRate: 4.5 });
    expect(outside.status).toBe(400);
    expect(outside.body?.errors).toEqual([{ field: "interestRate", message: expect.stringContaining("de 1.6 a 3.8") }]);
  });

  test("a requested term that no product holds is a 400 naming it", async () => {
    const cpf = await workerWithMargin();
    const response = await offers({ registrationNumber: cpf, rangeNumberOfPayments: [24, 120] });
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([{ field: "rangeNumberOfPayments[1]", message: expect.stringContaining("de 6 a 96") }]);
  });

  test("products: only Price ones are offered; productCategory filters; an unknown id is a 404", async () => {
    const cpf = await workerWithMargin();
    expect((await offers({ registrationNumber: cpf, productIds: [PRODUCT_IDS.payrollSac, PRODUCT_IDS.fgtsAnticipation] })).body).toEqual([]);
    expect((await offers({ registrationNumber: cpf, productIds: [PRODUCT_IDS.payrollPrice], rangeNumberOfPayments: [12] })).offers).toHaveLength(1);
    expect((await offers({ registrationNumber: cpf, productCategory: "FGTS" })).body).toEqual([]);
    expect((await offers({ registrationNumber: cpf, productCategory: "consignadoprivado", rangeNumberOfPayments: [12] })).offers).toHaveLength(1);
    const unknown = await offers({ registrationNumber: cpf, productIds: [PRODUCT_IDS.payrollPrice, "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f"] });
    expect(unknown.status).toBe(404);
    expect(unknown.body?.errors).toEqual([expect.objectContaining({ field: "productIds[1]" })]);
  });

  test("without a valid margin query of the caller: 400, query the margin first", async () => {
    const never = freshTestCpf();
    const response = await offers({ registrationNumber: never });
    expect(response.status).toBe(400);
    expect(response.body?.type).toBe("/problems/business-rule");
    expect(response.body?.detail).toContain("Consulte a margem antes");
    expect(response.body?.errors).toEqual([expect.objectContaining({ field: "registrationNumber" })]);

    const expired = freshTestCpf();
    await insertMarginQuery(api.prisma, { correspondentId: centro.correspondentId, registrationNumber: expired, validForSeconds: -60 });
    expect((await offers({ registrationNumber: expired })).status).toBe(400);

    const centroOnly = await workerWithMargin();
    expect((await offers({ registrationNumber: centroOnly }, api.norteToken)).status).toBe(400);

    expect((await offers({ registrationNumber: centroOnly, employeeCode: "other-link" })).status).toBe(400);
  });

  test("the contract's conditional fields", async () => {
    const cpf = await workerWithMargin();
    const missing = await offers({ registrationNumber: cpf, calculateByValue: "Gross" });
    expect(missing.status).toBe(400);
    expect(missing.body?.errors).toEqual([expect.objectContaining({ field: "requestedValue" })]);
    const zero = await offers({ registrationNumber: cpf, calculateByValue: "Liquid", requestedValue: 0 });
    expect(zero.body?.errors).toEqual([expect.objectContaining({ field: "requestedValue" })]);
    const badCpf = await offers({ registrationNumber: "12345678900" });
    expect(badCpf.body?.errors).toEqual([expect.objectContaining({ field: "registrationNumber" })]);
  });

  test("without a token: 401", async () => {
    expect((await offers({ registrationNumber: freshTestCpf() }, "cpat_nope")).status).toBe(401);
  });
});
