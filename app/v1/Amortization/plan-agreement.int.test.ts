/**
 * One plan everywhere, over HTTP (issue 22): the properties of lib/credit/simulation/plan-agreement.property.test.ts
 * against the real server, on a few hundred generated conditions (fixed seed, so a failure replays) in bounded time:
 * offers (POST /v1/Amortization/RegistryEmployeeOffers) = the plan of POST /v1/Amortization/Batch for the offer's
 * own calculation object = GET /v1/Amortization/{id}; the plan invariants; Liquid and Payment round-trips; one
 * operation created from an offer (POST /v1/CreditNote) whose plan and signed instrument are the offer's.
 * Workers 50–59 of the registry are this file's (test/integration/registrations.ts).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { freshTestCpf, insertMarginQuery } from "@/lib/credit/offers/test-margin-queries";
import { PRODUCT_CATALOG, PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { warrantyItem } from "@/test/integration/credit-notes";
import { bankAccountBody, registerPerson, regularWorker } from "@/test/integration/registrations";
import { documentToSign, waitForStatus } from "@/test/integration/signatures";

let prisma: import("@/lib/db/generated/client").PrismaClient;
let token: string;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  prisma = (await import("@/lib/db/client")).getPrisma();
  token = await tokenFor(centro);
});
afterAll(() => prisma.$disconnect());

interface Offer {
  offerRequestId: number;
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
}

interface Installment {
  number: number;
  dueDate: string;
  paymentInCents: number;
  principalInCents: number;
  interestInCents: number;
  fixedCostInCents?: number;
  balanceInCents: number;
}

interface Plan {
  id: string;
  requestedAmount: number;
  liquidAmountInCents: number;
  iofAmountInCents: number;
  issuanceCostInCents: number;
  totalPaymentInCents: number;
  apr: number;
  yearlyRate: number;
  cet: { monthly: number; yearly: number };
  startDate: string;
  firstPaymentDate: string;
  installments: Installment[];
}

type Amortization = Record<string, unknown>;

const MONTHLY = { every: 1, periodicity: "Monthly" } as const;
const price = PRODUCT_CATALOG.find((product) => product.id === PRODUCT_IDS.payrollPrice)!;
const sac = PRODUCT_CATALOG.find((product) => product.id === PRODUCT_IDS.payrollSac)!;
const fgts = PRODUCT_CATALOG.find((product) => product.id === PRODUCT_IDS.fgtsAnticipation)!;
const SEED = 22;

/** The Price object an offer was simulated from: what a caller sends to reproduce it. */
function offerAmortization(offer: Offer): Amortization {
  return {
    amortizationType: "price",
    requestedAmount: offer.loanAmountInCents,
    apr: offer.monthlyInterestRate,
    numberOfPayments: offer.numberOfPayments,
    firstPaymentDate: offer.firstPaymentDate,
    calculationType: price.calculationType,
    paymentPeriodicity: MONTHLY,
    startDate: offer.startDate,
    calculateByValueType: "Gross",
  };
}

/** Plans of up to 100 objects per call (POST /v1/Amortization/Batch), in order; a refused item fails the test. */
async function plansOf(productId: string, amortizations: readonly Amortization[]): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (let start = 0; start < amortizations.length; start += 100) {
    const items = amortizations.slice(start, start + 100).map((amortization) => ({ productId, legalPerson: false, amortization }));
    const response = await callApi(token, "POST", "/v1/Amortization/Batch", { items });
    expect(response.status).toBe(200);
    for (const result of (response.body as { results: Array<{ index: number; plan?: Plan; error?: unknown }> }).results) {
      if (!result.plan) throw new Error(`item ${start + result.index} refused: ${JSON.stringify(result.error)} for ${JSON.stringify(amortizations[start + result.index])}`);
      plans.push(result.plan);
    }
  }
  return plans;
}

/** The invariants of a plan, as a list of what broke. */
function brokenInvariants(plan: Plan, financedIof = true): string[] {
  const problems: string[] = [];
  let principal = 0;
  let total = 0;
  for (const installment of plan.installments) {
    principal += installment.principalInCents;
    total += installment.paymentInCents;
    if (installment.paymentInCents !== installment.principalInCents + installment.interestInCents + (installment.fixedCostInCents ?? 0)) problems.push(`installment ${installment.number}`);
  }
  if (principal !== plan.requestedAmount) problems.push("principals do not add up to the principal");
  if (total !== plan.totalPaymentInCents) problems.push("installments do not add up to the total");
  if (plan.installments.at(-1)?.balanceInCents !== 0) problems.push("last balance is not 0");
  if (plan.liquidAmountInCents !== plan.requestedAmount - (financedIof ? plan.iofAmountInCents : 0) - plan.issuanceCostInCents) problems.push("released ≠ principal - IOF - costs");
  return problems;
}

/** The figures of a plan an offer quotes. */
function offerFiguresOf(plan: Plan) {
  return {
    payments: plan.installments.map((installment) => installment.paymentInCents),
    loanAmountInCents: plan.requestedAmount,
    releasedAmountInCents: plan.liquidAmountInCents,
    iofAmountInCents: plan.iofAmountInCents,
    monthlyInterestRate: plan.apr,
    yearlyInterestRate: plan.yearlyRate,
    monthlyCet: plan.cet.monthly,
    yearlyCet: plan.cet.yearly,
    firstPaymentDate: plan.firstPaymentDate,
    startDate: plan.startDate,
  };
}

function offerFigures(offer: Offer) {
  return {
    payments: [...Array<number>(offer.numberOfPayments - 1).fill(offer.installmentAmountInCents), offer.lastInstallmentAmountInCents],
    loanAmountInCents: offer.loanAmountInCents,
    releasedAmountInCents: offer.releasedAmountInCents,
    iofAmountInCents: offer.iofAmountInCents,
    monthlyInterestRate: offer.monthlyInterestRate,
    yearlyInterestRate: offer.yearlyInterestRate,
    monthlyCet: offer.monthlyCet,
    yearlyCet: offer.yearlyCet,
    firstPaymentDate: offer.firstPaymentDate,
    startDate: offer.startDate,
  };
}

const rateIn = (min: string, max: string) => fc.integer({ min: Math.round(Number(min) * 100), max: Math.round(Number(max) * 100) }).map((bp) => bp / 100);

describe("one plan everywhere, over HTTP", () => {
  test("the issue's call: R$ 10.000 at 2% over 24 from 2026-11-25 is 23 × 528,71 and 1 × 528,74, IOF 283,28, CET 2,18% / 29,51%", async () => {
    const response = await callApi(token, "POST", "/v1/Amortization", {
      productId: PRODUCT_IDS.payrollPrice,
      legalPerson: false,
      amortization: {
        amortizationType: "price",
        requestedAmount: 1_000_000,
        apr: 2,
        numberOfPayments: 24,
        firstPaymentDate: "2027-01-07T00:00:00Z",
        calculationType: "V360Meses",
        paymentPeriodicity: MONTHLY,
        startDate: "2026-11-25T00:00:00Z",
      },
    });
    expect(response.status).toBe(200);
    const plan = response.body as unknown as Plan;
    expect(plan.installments.map((installment) => installment.paymentInCents)).toEqual([...Array<number>(23).fill(52_871), 52_874]);
    expect(plan).toMatchObject({ iofAmountInCents: 28_328, cet: { monthly: 2.18, yearly: 29.51 } });
  });

  test("offers = the plan of their own calculation object = GET /v1/Amortization/{id}, with the invariants, over a few hundred conditions", async () => {
    const cpf = freshTestCpf();
    await insertMarginQuery(prisma, { correspondentId: centro.correspondentId, registrationNumber: cpf, freeMarginInCents: 5_000_000 });
    const requests = fc.sample(
      fc.record({
        value: fc.oneof(
          fc.record({ calculateByValue: fc.constant("Gross"), requestedValue: fc.integer({ min: 50_000, max: 30_000_000 }) }),
          fc.record({ calculateByValue: fc.constant("Liquid"), requestedValue: fc.integer({ min: 50_000, max: 25_000_000 }) }),
          fc.record({ calculateByValue: fc.constant("Payment"), rangePaymentAmounts: fc.integer({ min: 10_000, max: 2_000_000 }).map((max) => [max]) }),
        ),
        interestRate: rateIn(price.minMonthlyRate, price.maxMonthlyRate),
        terms: fc.uniqueArray(fc.integer({ min: price.minTerm, max: price.maxTerm }), { minLength: 6, maxLength: 6 }),
      }),
      { numRuns: 40, seed: SEED },
    );
    const offers: Offer[] = [];
    for (const request of requests) {
      const response = await callApi(token, "POST", "/v1/Amortization/RegistryEmployeeOffers", {
        registrationNumber: cpf,
        ...request.value,
        interestRate: request.interestRate,
        rangeNumberOfPayments: request.terms,
      });
      expect(response.status).toBe(200);
      offers.push(...(response.body as unknown as Offer[]));
    }
    expect(offers.length).toBeGreaterThan(200);
    const plans = await plansOf(PRODUCT_IDS.payrollPrice, offers.map(offerAmortization));
    offers.forEach((offer, index) => {
      const plan = plans[index]!;
      expect(offerFigures(offer), `offer ${offer.offerRequestId}`).toEqual(offerFiguresOf(plan));
      expect(brokenInvariants(plan), `offer ${offer.offerRequestId}`).toEqual([]);
    });
    // The stored simulation answers the same plan.
    for (const plan of plans.slice(0, 5)) {
      const stored = await callApi(token, "GET", `/v1/Amortization/${plan.id}`);
      expect(stored.body).toEqual(plan);
    }
  });

  test("Price, SAC and FGTS plans keep their invariants; Liquid releases exactly, Payment fits exactly", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const firstDates = new Map<string, string>();
    for (const product of [price, sac]) {
      const response = await callApi(token, "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${product.id}&startDate=${today}`);
      firstDates.set(product.id, (response.body as { firstPaymentDate: string }).firstPaymentDate);
    }
    for (const product of [price, sac]) {
      const grossObjects = fc
        .sample(
          fc.record({ amount: fc.integer({ min: 50_000, max: 30_000_000 }), apr: rateIn(product.minMonthlyRate, product.maxMonthlyRate), n: fc.integer({ min: product.minTerm, max: product.maxTerm }) }),
          { numRuns: 100, seed: SEED },
        )
        .map(({ amount, apr, n }) => ({
          amortizationType: product.calculationModel,
          requestedAmount: amount,
          apr,
          numberOfPayments: n,
          firstPaymentDate: firstDates.get(product.id),
          calculationType: product.calculationType,
          paymentPeriodicity: MONTHLY,
          startDate: `${today}T00:00:00Z`,
        }));
      const gross = await plansOf(product.id, grossObjects);
      for (const plan of gross) expect(brokenInvariants(plan)).toEqual([]);
      const largest = gross.map((plan) => Math.max(...plan.installments.map((installment) => installment.paymentInCents)));
      const liquid = await plansOf(
        product.id,
        grossObjects.map((object, index) => ({ ...object, requestedAmount: gross[index]!.liquidAmountInCents, calculateByValueType: "Liquid" })),
      );
      const payment = await plansOf(
        product.id,
        grossObjects.map((object, index) => ({ ...object, requestedAmount: largest[index], calculateByValueType: "Payment" })),
      );
      gross.forEach((plan, index) => {
        expect(liquid[index]!.liquidAmountInCents).toBe(plan.liquidAmountInCents);
        expect(Math.max(...payment[index]!.installments.map((installment) => installment.paymentInCents))).toBeLessThanOrEqual(largest[index]!);
        expect(payment[index]!.requestedAmount).toBeGreaterThanOrEqual(plan.requestedAmount);
      });
    }
    const fgtsObjects = fc
      .sample(
        fc.record({
          years: fc.integer({ min: 1, max: 3 }),
          perYear: fc.integer({ min: 10_000, max: 40_000 }),
          apr: rateIn(fgts.minMonthlyRate, fgts.maxMonthlyRate),
          paymentMonth: fc.constantFrom("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"),
        }),
        { numRuns: 100, seed: SEED },
      )
      .map(({ years, perYear, apr, paymentMonth }) => ({ amortizationType: "fgts", requestedAmount: years * perYear, termInMonths: 12 * years, apr, startDate: `${today}T00:00:00Z`, paymentMonth }));
    const response = await callApi(token, "POST", "/v1/Amortization/Batch", { items: fgtsObjects.map((amortization) => ({ productId: fgts.id, legalPerson: false, amortization })) });
    const results = (response.body as { results: Array<{ plan?: Plan; error?: { errors?: Array<{ field: string }> } }> }).results;
    const fgtsPlans = results.flatMap((result) => (result.plan ? [result.plan] : []));
    expect(fgtsPlans.length).toBeGreaterThan(50);
    for (const plan of fgtsPlans) expect(brokenInvariants(plan)).toEqual([]);
    // Only the Curator Council's per-year limits refuse these objects.
    for (const result of results) if (!result.plan) expect(result.error?.errors?.map((error) => error.field)).toEqual(["amortization.requestedAmount"]);
  });

  test("an operation created from an offer has the offer's plan, and the instrument the borrower signs says it", async () => {
    const worker = Array.from({ length: 10 }, (_, index) => regularWorker(50 + index)).find((candidate) => (candidate.freeMarginInCents ?? 0) >= 60_000 && candidate.employerRegistrationNumber !== null);
    if (!worker) throw new Error("no registry worker with margin among 50–59");
    const cpf = freshTestCpf();
    await insertMarginQuery(prisma, { correspondentId: centro.correspondentId, registrationNumber: cpf, freeMarginInCents: 60_000 });
    const offered = await callApi(token, "POST", "/v1/Amortization/RegistryEmployeeOffers", { registrationNumber: cpf, calculateByValue: "Gross", requestedValue: 1_000_000, rangeNumberOfPayments: [24], interestRate: 2 });
    const [offer] = offered.body as unknown as Offer[];
    if (!offer) throw new Error(`no offer: ${JSON.stringify(offered.body)}`);

    const person = await registerPerson(token, { registrationNumber: worker.registrationNumber, name: worker.name });
    const account = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(person.id, worker.registrationNumber));
    const created = await callApi(token, "POST", "/v1/CreditNote", {
      productId: PRODUCT_IDS.payrollPrice,
      personId: person.id,
      bankAccountId: (account.body as { id: string }).id,
      amortization: offerAmortization(offer),
      warranty: [
        warrantyItem({
          registry_EmployerRegistrationNumber: worker.employerRegistrationNumber,
          registry_EmployerName: worker.employerName,
          registry_DiscountStartPeriod: `${offer.firstPaymentDate.slice(0, 7)}-01`,
        }),
      ],
      liquidationType: "EletronicTransfer",
    });
    expect(created.status).toBe(200);
    const id = (created.body as { id: string }).id;
    const note = await callApi(token, "GET", `/v1/CreditNote/${id}`);
    const plan = (note.body as { plan: Plan }).plan;
    expect(offerFigures(offer)).toEqual(offerFiguresOf(plan));

    expect((await callApi(token, "POST", `/v1/CreditNote/${id}/submitapproval`)).status).toBe(200);
    await waitForStatus(token, id, ["Signatures"]);
    const signUrl = await callApi(token, "GET", `/v1/CreditNote/${id}/SignUrl`);
    const url = (signUrl.body as { signers: Array<{ url: string }> }).signers[0]?.url ?? "";
    const instrument = JSON.parse((await documentToSign(new URL(url).pathname)).text) as {
      amounts: { contractedInCents: number; releasedInCents: number; iofInCents: number };
      rates: { cetMonthly: string; cetYearly: string };
      plan: { installments: Array<{ paymentInCents: number }> };
    };
    expect(instrument.plan.installments.map((installment) => installment.paymentInCents)).toEqual(offerFigures(offer).payments);
    expect(instrument.amounts).toMatchObject({ contractedInCents: offer.loanAmountInCents, releasedInCents: offer.releasedAmountInCents, iofInCents: offer.iofAmountInCents });
    expect(instrument.rates).toMatchObject({ cetMonthly: offer.monthlyCet.toFixed(2), cetYearly: offer.yearlyCet.toFixed(2) });
  }, 60_000);
});
