/**
 * Fixtures for the desk's integration tests: operations brought, over the credit API as a partner would, to the
 * statuses where they wait for the desk, and calls to the desk API with the run's token.
 */
import { inject } from "vitest";
import { cnpjFromBase } from "@/lib/credit/sandbox/tax-id-generator";
import { hashSecret } from "@/lib/security/scrypt-hash";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { buildSandboxRegistry } from "@/lib/credit/sandbox/registry";
import type { DemoPartner } from "@/lib/credit/sandbox/demo-partners";
import { apiUrl, callApi, tokenFor } from "./credit-api";
import { firstPaymentDate, priceAmortization, warrantyItem } from "./credit-notes";
import { bankAccountBody, testDatabase } from "./registrations";

const registry = buildSandboxRegistry();

function specialCpf(scenario: "manual-warranty" | "manual-liquidation"): { cpf: string; employer: string } {
  const worker = registry.workers.find((candidate) => candidate.scenario === scenario);
  if (!worker?.employerRegistrationNumber) throw new Error(`no ${scenario} worker with an employer`);
  return { cpf: worker.registrationNumber, employer: worker.employerRegistrationNumber };
}

/**
 * Two partners of the desk's tests alone (their own correspondents and API clients, made in the test database):
 * the special CPFs that stop an operation in a manual stage are registered under them, never under the demo
 * partners whose tests register those CPFs themselves.
 */
const DESK_TEST_PARTNERS: readonly DemoPartner[] = [
  { correspondentId: "7b2e1f3d-4c5e-4f60-9a1b-2c3d4e5f6a01", name: "Parceiro Teste Mesa Alfa", registrationNumber: cnpjFromBase("817263540001"), clientId: "mesa-teste-alfa", clientSecret: "mesa-teste-alfa-segredo" },
  { correspondentId: "7b2e1f3d-4c5e-4f60-9a1b-2c3d4e5f6a02", name: "Parceiro Teste Mesa Beta", registrationNumber: cnpjFromBase("817263550001"), clientId: "mesa-teste-beta", clientSecret: "mesa-teste-beta-segredo" },
];

let partnersReady: Promise<readonly [DemoPartner, DemoPartner]> | undefined;

export function deskTestPartners(): Promise<readonly [DemoPartner, DemoPartner]> {
  partnersReady ??= (async () => {
    const db = testDatabase();
    for (const partner of DESK_TEST_PARTNERS) {
      await db.creditCorrespondent.upsert({
        where: { id: partner.correspondentId },
        create: { id: partner.correspondentId, name: partner.name, registrationNumber: partner.registrationNumber },
        update: {},
      });
      const secretHash = await hashSecret(partner.clientSecret, { N: 2 ** 10, r: 8, p: 1 });
      await db.creditApiClient.upsert({
        where: { clientId: partner.clientId },
        create: { clientId: partner.clientId, secretHash, name: partner.name, correspondentId: partner.correspondentId },
        update: {},
      });
    }
    return DESK_TEST_PARTNERS as readonly [DemoPartner, DemoPartner];
  })();
  return partnersReady;
}

type Note = { id: string; creditNoteNo: string; status: string; history: Array<{ from?: string; to: string; actor: string; reason?: string }> };

/** The partner's borrower with this CPF (registered once per partner) and a fresh settlement account. */
async function borrower(token: string, cpf: string) {
  const found = await callApi(token, "GET", `/v1/NaturalPerson?registrationNumber=${cpf}`);
  let personId = (found.body as { data?: Array<{ id: string }> } | undefined)?.data?.[0]?.id;
  if (!personId) {
    const created = await callApi(token, "POST", "/v1/NaturalPerson", { registrationNumber: cpf, name: "Trabalhador Mesa Sandbox", birthDate: "1985-03-10" });
    if (created.status !== 200) throw new Error(`person: ${created.status} ${JSON.stringify(created.body)}`);
    personId = (created.body as { id: string }).id;
  }
  const account = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(personId, cpf));
  if (account.status !== 200) throw new Error(`bank account: ${account.status} ${JSON.stringify(account.body)}`);
  return { personId, bankAccountId: (account.body as { id: string }).id };
}

export async function getNote(token: string, id: string): Promise<Note> {
  const response = await callApi(token, "GET", `/v1/CreditNote/${id}`);
  if (response.status !== 200) throw new Error(`credit note: ${response.status}`);
  return response.body as unknown as Note;
}

export async function waitForStatus(token: string, id: string, statuses: readonly string[], timeoutMs = 40_000): Promise<Note> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const note = await getNote(token, id);
    if (statuses.includes(note.status)) return note;
    if (Date.now() > deadline) throw new Error(`credit note ${id} stayed in ${note.status}, expected ${statuses.join("/")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A payroll operation of the partner submitted for a worker whose sandbox scenario stops it in a manual stage:
 * `manual-warranty` → ManualWarranty (electronic endorsement does not conclude), `manual-liquidation` →
 * ManualLiquidation (a signed contract skips collection; no automatic transfer). Resolves once it waits there.
 */
export async function operationWaitingForDesk(
  partner: DemoPartner,
  scenario: "manual-warranty" | "manual-liquidation" = "manual-warranty",
  extra: Record<string, unknown> = {},
): Promise<Note & { token: string }> {
  const token = await tokenFor(partner);
  const { cpf, employer } = specialCpf(scenario);
  const body = {
    productId: PRODUCT_IDS.payrollPrice,
    ...(await borrower(token, cpf)),
    amortization: priceAmortization(await firstPaymentDate(token), { requestedAmount: 300_000 }),
    warranty: [warrantyItem({ registry_EmployerRegistrationNumber: employer })],
    liquidationType: "EletronicTransfer",
    ...(scenario === "manual-liquidation" && { uploads: [{ fileType: "SignedContract", fileName: `contrato-assinado-${Date.now()}.pdf` }] }),
    ...extra,
  };
  const created = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
  if (created.status !== 200) throw new Error(`credit note: ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: string }).id;
  const submitted = await callApi(token, "POST", `/v1/CreditNote/${id}/submitapproval`);
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const note = await waitForStatus(token, id, [scenario === "manual-warranty" ? "ManualWarranty" : "ManualLiquidation"]);
  return { ...note, token };
}

/** A request to the desk API; `token: null` sends none. */
export async function deskApi(method: string, path: string, options: { token?: string | null; body?: unknown } = {}) {
  const token = options.token === undefined ? inject("deskApiToken") : options.token;
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      ...(token !== null && { authorization: `Bearer ${token}` }),
      ...(options.body !== undefined && { "content-type": "application/json" }),
    },
    ...(options.body !== undefined && { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
  });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? ((await response.json()) as Record<string, unknown>) : undefined;
  return { status: response.status, headers: response.headers, body, type };
}
