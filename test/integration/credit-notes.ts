/** Fixtures for credit-note integration tests: a borrower with an account, and creation bodies. */
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { competenceAhead } from "@/test/support/competence";
import { callApi } from "./credit-api";
import { bankAccountBody, registerPerson } from "./registrations";

export async function borrowerWithAccount(token: string) {
  const person = await registerPerson(token);
  const account = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(person.id, person.registrationNumber));
  if (account.status !== 200) throw new Error(`bank account: ${account.status} ${JSON.stringify(account.body)}`);
  return { personId: person.id, bankAccountId: (account.body as { id: string }).id, registrationNumber: person.registrationNumber };
}

/** The first payment date as the partner gets it: from the API, never computed by the caller. */
export async function firstPaymentDate(token: string, productId: string = PRODUCT_IDS.payrollPrice): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await callApi(token, "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${productId}&startDate=${today}`);
  if (response.status !== 200) throw new Error(`first payment date: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { firstPaymentDate: string }).firstPaymentDate;
}

export function priceAmortization(firstPayment: string, overrides: Record<string, unknown> = {}) {
  return {
    amortizationType: "price",
    requestedAmount: 500000,
    apr: 2.2,
    numberOfPayments: 24,
    firstPaymentDate: firstPayment,
    calculationType: "V360Meses",
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    ...overrides,
  };
}

export function fgtsAmortization(overrides: Record<string, unknown> = {}) {
  return {
    amortizationType: "fgts",
    requestedAmount: 60000,
    termInMonths: 24,
    apr: 1.79,
    startDate: `${new Date().toISOString().slice(0, 10)}T00:00:00Z`,
    paymentMonth: "March",
    ...overrides,
  };
}

export function warrantyItem(overrides: Record<string, unknown> = {}) {
  return {
    warrantyType: "RegistryEmployee",
    registry_EmployeeCode: "000123",
    registry_EmployerRegistrationCode: 4567,
    registry_EmployerName: "Empresa Exemplo Ltda",
    registry_EmployerRegistrationNumber: "11222333000181",
    registry_DiscountStartPeriod: competenceAhead(),
    registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
    totalValue: 5000.5,
    registry_OriginalMargin: 820.35,
    ...overrides,
  };
}

export async function payrollCreationBody(token: string, overrides: Record<string, unknown> = {}) {
  const borrower = await borrowerWithAccount(token);
  return {
    productId: PRODUCT_IDS.payrollPrice,
    personId: borrower.personId,
    bankAccountId: borrower.bankAccountId,
    amortization: priceAmortization(await firstPaymentDate(token)),
    warranty: [warrantyItem()],
    liquidationType: "EletronicTransfer",
    ...overrides,
  };
}

export async function fgtsCreationBody(token: string, overrides: Record<string, unknown> = {}) {
  const borrower = await borrowerWithAccount(token);
  return {
    productId: PRODUCT_IDS.fgtsAnticipation,
    personId: borrower.personId,
    bankAccountId: borrower.bankAccountId,
    amortization: fgtsAmortization(),
    uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf", displayName: "Termo de consentimento FGTS" }],
    liquidationType: "EletronicTransfer",
    ...overrides,
  };
}
