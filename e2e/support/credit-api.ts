/**
 * The credit API as a partner's other channel uses it (over HTTP, with a branch's credential): operations the
 * portal did not create, which its tracker must discover and follow.
 */
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { cpfFromBase } from "@/lib/credit/sandbox/tax-id-generator";
import { competenceAhead } from "@/test/support/competence";

export type PartnerName = "centro" | "norte";

async function token(request: APIRequestContext, partner: PartnerName): Promise<string> {
  const credential = DEMO_PARTNERS.find((candidate) => candidate.clientId === `parceiro-${partner}`)!;
  const response = await request.post("/oauth/token", { data: { client_id: credential.clientId, client_secret: credential.clientSecret } });
  if (!response.ok()) throw new Error(`token: ${response.status()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call<T>(request: APIRequestContext, bearer: string, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${bearer}` }, ...(data !== undefined && { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ExternalOperation {
  readonly id: string;
  readonly creditNoteNo: string;
  submit(): Promise<void>;
}

/**
 * A payroll operation in `Draft` created by another channel, for a fresh borrower outside the sandbox registry
 * (once submitted, the endorsement finds no margin for it and returns it to `WarrantyRevision`).
 */
export async function createExternalOperation(request: APIRequestContext, partner: PartnerName): Promise<ExternalOperation> {
  const bearer = await token(request, partner);
  const cpf = cpfFromBase(`0${String(randomInt(10_000_000, 99_999_999))}`);
  const person = await call<{ id: string }>(request, bearer, "POST", "/v1/NaturalPerson", { registrationNumber: cpf, name: "Tomador Outro Canal", birthDate: "1987-03-09" });
  const account = await call<{ id: string }>(request, bearer, "POST", "/v1/BankAccount", {
    personId: person.id,
    bankCode: "001",
    agency: "1234",
    accountNumber: "55501",
    accountDigit: "7",
    accountType: "Checking",
    holderRegistrationNumber: cpf,
  });
  const today = new Date().toISOString().slice(0, 10);
  const { firstPaymentDate } = await call<{ firstPaymentDate: string }>(
    request,
    bearer,
    "POST",
    `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCT_IDS.payrollPrice}&startDate=${today}`,
  );
  const note = await call<{ id: string; creditNoteNo: string }>(request, bearer, "POST", "/v1/CreditNote?returnValue=true", {
    productId: PRODUCT_IDS.payrollPrice,
    personId: person.id,
    bankAccountId: account.id,
    liquidationType: "EletronicTransfer",
    amortization: {
      amortizationType: "price",
      requestedAmount: 250_000,
      apr: 2.2,
      numberOfPayments: 24,
      firstPaymentDate,
      calculationType: "V360Meses",
      paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    },
    warranty: [
      {
        warrantyType: "RegistryEmployee",
        registry_EmployeeCode: "000123",
        registry_EmployerRegistrationCode: 4567,
        registry_EmployerName: "Empresa Exemplo Ltda",
        registry_EmployerRegistrationNumber: "11222333000181",
        registry_DiscountStartPeriod: competenceAhead(),
        registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
        totalValue: 3000.5,
        registry_OriginalMargin: 400.35,
      },
    ],
  });
  return {
    id: note.id,
    creditNoteNo: note.creditNoteNo,
    submit: async () => {
      await call(request, bearer, "POST", `/v1/CreditNote/${note.id}/submitapproval`);
    },
  };
}
