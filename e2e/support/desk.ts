/**
 * The partner's side of the desk's e2e tests, over the credit API with the demo partners' credentials: operations
 * brought to a manual stage (special CPFs of the sandbox), read back and canceled as a partner would. The desk's
 * specs use Norte: other specs register the special CPFs under Centro themselves.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { buildSandboxRegistry } from "../../lib/credit/sandbox/registry";

const PAYROLL_PRICE = "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01";
const registry = buildSandboxRegistry();

export const PARTNERS = {
  centro: { clientId: "parceiro-centro", clientSecret: "sandbox-centro-2026" },
  norte: { clientId: "parceiro-norte", clientSecret: "sandbox-norte-2026" },
} as const;

export interface PartnerNote {
  id: string;
  creditNoteNo: string;
  status: string;
  history: Array<{ from?: string; to: string; actor: string; reason?: string }>;
}

export async function partnerApi(request: APIRequestContext, partner: keyof typeof PARTNERS) {
  const tokenAnswer = await request.post("/oauth/token", { data: { client_id: PARTNERS[partner].clientId, client_secret: PARTNERS[partner].clientSecret } });
  expect(tokenAnswer.status()).toBe(200);
  const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };

  const call = async (method: "GET" | "POST", path: string, data?: unknown) => {
    const response = await request.fetch(path, { method, headers, ...(data !== undefined && { data }) });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined };
  };

  const get = async (id: string): Promise<PartnerNote> => {
    const answer = await call("GET", `/v1/CreditNote/${id}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown as PartnerNote;
  };

  const waitFor = async (id: string, status: string): Promise<PartnerNote> => {
    // Every 250 ms, as waitForStatus (e2e/support/signature.ts): the default backs off to a read a second, which a
    // 1-second pipeline stage then waits on.
    await expect.poll(async () => (await get(id)).status, { timeout: 30_000, intervals: [250], message: `operation ${id} → ${status}` }).toBe(status);
    return get(id);
  };

  /** A payroll operation for the `manual-warranty` worker, submitted; resolves with its id, on its way to ManualWarranty. */
  const submitForManualWarranty = async (amountInCents: number): Promise<string> => {
    const worker = registry.workers.find((candidate) => candidate.scenario === "manual-warranty")!;
    const cpf = worker.registrationNumber;
    const found = await call("GET", `/v1/NaturalPerson?registrationNumber=${cpf}`);
    let personId = (found.body?.data as Array<{ id: string }> | undefined)?.[0]?.id;
    if (!personId) {
      const person = await call("POST", "/v1/NaturalPerson", { registrationNumber: cpf, name: "Maria Mesa Exemplo", birthDate: "1985-03-10" });
      expect(person.status).toBe(200);
      personId = person.body?.id as string;
    }
    const account = await call("POST", "/v1/BankAccount", { personId, bankCode: "001", agency: "1234", accountNumber: "987654", accountDigit: "3", accountType: "Checking", holderRegistrationNumber: cpf });
    const today = new Date().toISOString().slice(0, 10);
    const firstPayment = await call("POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${PAYROLL_PRICE}&startDate=${today}`);
    const created = await call("POST", "/v1/CreditNote", {
      productId: PAYROLL_PRICE,
      personId,
      bankAccountId: account.body?.id,
      amortization: {
        amortizationType: "price",
        requestedAmount: amountInCents,
        apr: 2.2,
        numberOfPayments: 24,
        firstPaymentDate: firstPayment.body?.firstPaymentDate,
        calculationType: "V360Meses",
        paymentPeriodicity: { every: 1, periodicity: "Monthly" },
      },
      warranty: [
        {
          warrantyType: "RegistryEmployee",
          registry_EmployeeCode: "000123",
          registry_EmployerRegistrationCode: 4567,
          registry_EmployerName: "Empresa Exemplo Ltda",
          registry_EmployerRegistrationNumber: worker.employerRegistrationNumber ?? "11222333000181",
          registry_DiscountStartPeriod: "2027-03-01",
          registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
          totalValue: amountInCents / 100,
        },
      ],
      liquidationType: "EletronicTransfer",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body?.id as string;
    expect((await call("POST", `/v1/CreditNote/${id}/submitapproval`)).status).toBe(200);
    return id;
  };

  /** A payroll operation for the `manual-warranty` worker, submitted; resolves once it waits in ManualWarranty. */
  const operationInManualWarranty = async (amountInCents: number): Promise<PartnerNote> => waitFor(await submitForManualWarranty(amountInCents), "ManualWarranty");

  /**
   * Several of them: made and submitted one after the other (they share the worker's registration), then awaited
   * together while the pipeline brings them to ManualWarranty.
   */
  const operationsInManualWarranty = async <const Amounts extends readonly number[]>(amountsInCents: Amounts): Promise<{ [K in keyof Amounts]: PartnerNote }> => {
    const ids: string[] = [];
    for (const amount of amountsInCents) ids.push(await submitForManualWarranty(amount));
    return (await Promise.all(ids.map((id) => waitFor(id, "ManualWarranty")))) as { [K in keyof Amounts]: PartnerNote };
  };

  return { get, waitFor, operationInManualWarranty, operationsInManualWarranty, cancel: (id: string, message: string) => call("POST", `/v1/CreditNote/${id}/cancel`, { message }) };
}
