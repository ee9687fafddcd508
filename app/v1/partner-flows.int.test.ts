/**
 * The spec's two partner flows end to end, over HTTP only, as a partner integration would walk them:
 * payroll steps 1 to 5 (authorization, margin query, offers, proposal, first payment date, simulation,
 * creation with collateral from the margin query, documents) and FGTS up to documents.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { bankAccountBody, personBody, regularWorker } from "@/test/integration/registrations";

let token: string;
beforeAll(async () => {
  token = await tokenFor(centro);
});

async function ok<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await callApi(token, method, path, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body as T;
}

async function waitForApproval(registrationNumber: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const page = await ok<{ data: Array<{ status: string }> }>("GET", `/v1/RegistryEmployee/MarginAuthorization?registrationNumber=${registrationNumber}`);
    if (page.data[0]?.status === "Approved") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the margin authorization was not approved in time");
}

const civilToday = () => new Date().toISOString().slice(0, 10);

describe("partner flows over HTTP", () => {
  test("payroll: authorization, margin, offers, proposal, simulation, creation with collateral, documents", async () => {
    const worker = regularWorker(60);
    const cpf = worker.registrationNumber;

    const person = await ok<{ id: string }>("POST", "/v1/NaturalPerson", personBody({ registrationNumber: cpf }));
    const account = await ok<{ id: string }>("POST", "/v1/BankAccount", bankAccountBody(person.id, cpf));

    await ok("POST", "/v1/RegistryEmployee/MarginAuthorization", { registrationNumber: cpf, personId: person.id });
    await waitForApproval(cpf);

    // Step 1: the free margin (cents) and the employment link the collateral will carry.
    const margin = await ok<{
      employeeCode: string;
      employerRegistrationNumber: string;
      employerRegistrationCode: number;
      employerName: string;
      admissionDate: string;
      freeMarginInCents: number;
    }>("POST", `/v1/RegistryEmployee/FreeMarginQuery?personId=${person.id}&creditProductId=${PRODUCT_IDS.payrollPrice}`);
    expect(margin.freeMarginInCents).toBeGreaterThan(0);

    // Step 2, path A: offers within the margin; step 3: the proposal to the employer.
    const offers = await ok<Array<{ offerRequestId: number; installmentAmountInCents: number; numberOfPayments: number; loanAmountInCents: number }>>(
      "POST",
      "/v1/Amortization/RegistryEmployeeOffers",
      { registrationNumber: cpf, employerRegistrationNumber: margin.employerRegistrationNumber, employeeCode: margin.employeeCode, productIds: [PRODUCT_IDS.payrollPrice] },
    );
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.installmentAmountInCents).toBeLessThanOrEqual(margin.freeMarginInCents);
    const offer = offers[0]!;
    const expirationDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19) + "Z";
    await ok("POST", "/v1/RegistryEmployee/OfferProposals", {
      offerRequestId: offer.offerRequestId,
      expirationDate,
      proposalNumber: "PRP-0001",
      installmentCount: offer.numberOfPayments,
      installmentAmountInCents: offer.installmentAmountInCents,
      contacts: [{ type: "Email", contact: "trabalhador@exemplo.com.br" }],
    });

    // Step 2, path B: the amortization simulation with the first payment date from the API.
    const { firstPaymentDate } = await ok<{ firstPaymentDate: string }>(
      "POST",
      `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCT_IDS.payrollPrice}&startDate=${civilToday()}`,
    );
    const amortization = {
      amortizationType: "price",
      requestedAmount: Math.min(offer.loanAmountInCents, 500000),
      apr: 2.2,
      numberOfPayments: Math.min(offer.numberOfPayments, 24),
      firstPaymentDate,
      calculationType: "V360Meses",
      paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    };
    const plan = await ok<{ id: string; installments: Array<{ paymentInCents: number }> }>("POST", "/v1/Amortization", {
      productId: PRODUCT_IDS.payrollPrice,
      legalPerson: false,
      amortization,
    });
    expect(await ok("GET", `/v1/Amortization/${plan.id}`)).toMatchObject({ id: plan.id });

    // Steps 4 and 5: the operation with the collateral of the margin query (reais), then a document.
    const note = await ok<{ id: string; status: string; warranty: Array<{ totalValue: number }> }>("POST", "/v1/CreditNote?returnValue=true", {
      productId: PRODUCT_IDS.payrollPrice,
      personId: person.id,
      bankAccountId: account.id,
      amortization,
      liquidationType: "EletronicTransfer",
      warranty: [
        {
          warrantyType: "RegistryEmployee",
          registry_EmployeeCode: margin.employeeCode,
          registry_EmployerRegistrationCode: margin.employerRegistrationCode,
          registry_EmployerName: margin.employerName,
          registry_EmployerRegistrationNumber: margin.employerRegistrationNumber,
          registry_DiscountStartPeriod: `${firstPaymentDate.slice(0, 7)}-01`,
          registry_EmployeeAdmissionDate: margin.admissionDate,
          totalValue: (plan.installments[0]!.paymentInCents * plan.installments.length) / 100,
          registry_OriginalMargin: margin.freeMarginInCents / 100,
          registry_ProposalNumber: "PRP-0001",
        },
      ],
    });
    expect(note.status).toBe("Draft");
    const withDocument = await ok<{ uploads: unknown[] }>("PUT", `/v1/CreditNote/${note.id}/upload`, {
      uploads: [{ fileType: "Authorization", fileName: "termo-autorizacao-margem.pdf", displayName: "Termo de autorização" }],
    });
    expect(withDocument.uploads).toHaveLength(1);
  });

  test("FGTS: simulation, creation, consent term as document, visible on the person", async () => {
    const worker = regularWorker(61);
    const person = await ok<{ id: string }>("POST", "/v1/NaturalPerson", personBody({ registrationNumber: worker.registrationNumber }));
    const account = await ok<{ id: string }>("POST", "/v1/BankAccount", bankAccountBody(person.id, worker.registrationNumber));
    const amortization = {
      amortizationType: "FGTS",
      requestedAmount: 60000,
      termInMonths: 24,
      apr: 1.79,
      startDate: `${civilToday()}T00:00:00Z`,
      paymentMonth: "March",
    };
    const plan = await ok<{ installments: unknown[] }>("POST", "/v1/Amortization", { productId: PRODUCT_IDS.fgtsAnticipation, legalPerson: false, amortization });
    expect(plan.installments).toHaveLength(2);

    const note = await ok<{ id: string; warranty: unknown[] }>("POST", "/v1/CreditNote?returnValue=true", {
      productId: PRODUCT_IDS.fgtsAnticipation,
      personId: person.id,
      bankAccountId: account.id,
      amortization,
      liquidationType: "EletronicTransfer",
    });
    expect(note.warranty).toEqual([]);
    await ok("PUT", `/v1/CreditNote/${note.id}/upload`, { uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf" }] });

    const registered = await ok<{ uploads: Array<{ fileName: string; creditNoteId?: string }> }>("GET", `/v1/NaturalPerson/${person.id}`);
    expect(registered.uploads).toContainEqual(expect.objectContaining({ fileName: "termo-consentimento-fgts.pdf", creditNoteId: note.id }));
  });
});
