/**
 * Submitted payroll operations created in this process through the credit API's own functions (no HTTP), on
 * the database of DATABASE_URL: for tests that watch a pipeline worker or an app instance of their own work on
 * them. `offset` picks other sandbox workers (each CPF at most once per database).
 */
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { buildSandboxRegistry } from "@/lib/credit/sandbox/registry";
import type { PrismaClient } from "@/lib/db/generated/client";

export async function submitOperationsInProcess(prisma: PrismaClient, offset: number, count: number): Promise<string[]> {
  const { createNaturalPerson } = await import("@/lib/credit/persons/create-natural-person");
  const { createBankAccount } = await import("@/lib/credit/bank-accounts/create-bank-account");
  const { createCreditNote } = await import("@/lib/credit/credit-notes/create-credit-note");
  const { submitCreditNote } = await import("@/lib/credit/credit-notes/submit-credit-note");
  const { getFirstPaymentDate } = await import("@/lib/credit/simulation/get-first-payment-date");
  const partner = DEMO_PARTNERS[0]!;
  const client = await prisma.creditApiClient.findUniqueOrThrow({ where: { clientId: partner.clientId } });
  const caller = { apiClientId: client.id, correspondentId: partner.correspondentId };
  const today = new Date().toISOString().slice(0, 10);
  const { firstPaymentDate } = await getFirstPaymentDate({ productId: PRODUCT_IDS.payrollPrice, startDate: today });
  const workers = buildSandboxRegistry().workers.filter((worker) => worker.scenario === "regular" && (worker.freeMarginInCents ?? 0) >= 60_000);

  const ids: string[] = [];
  for (const worker of workers.slice(offset, offset + count)) {
    const cpf = worker.registrationNumber;
    const person = await createNaturalPerson({ caller, body: { registrationNumber: cpf, name: "Pessoa de Teste", birthDate: "1990-05-05" } });
    const account = await createBankAccount({
      caller,
      body: { personId: person.id, bankCode: "001", agency: "1234", accountNumber: "13579", accountDigit: "2", accountType: "Checking", holderRegistrationNumber: cpf },
    });
    const created = await createCreditNote({
      caller,
      query: {},
      body: {
        productId: PRODUCT_IDS.payrollPrice,
        personId: person.id,
        bankAccountId: account.id,
        liquidationType: "EletronicTransfer",
        amortization: {
          amortizationType: "price",
          requestedAmount: 300_000,
          apr: 2.2,
          numberOfPayments: 24,
          firstPaymentDate,
          calculationType: "V360Meses",
          paymentPeriodicity: { every: 1, periodicity: "Monthly" },
        },
        warranty: [
          {
            warrantyType: "RegistryEmployee",
            registry_EmployeeCode: worker.employeeCode ?? "1",
            registry_EmployerRegistrationCode: worker.employerRegistrationCode ?? 1,
            registry_EmployerName: worker.employerName ?? "Empresa",
            registry_EmployerRegistrationNumber: worker.employerRegistrationNumber ?? "11222333000181",
            registry_DiscountStartPeriod: `${firstPaymentDate.slice(0, 7)}-01`,
            registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
            totalValue: 3000,
          },
        ],
        uploads: [{ fileType: "SignedContract", fileName: "contrato-assinado.pdf" }],
      } as never,
    });
    await submitCreditNote(caller, created.id, {});
    ids.push(created.id);
  }
  return ids;
}

