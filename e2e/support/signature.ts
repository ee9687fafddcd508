/**
 * The borrower's signature page in e2e: operations brought to `Signatures` through the credit API over HTTP (as a
 * partner integrates, with the demo partner's credentials; the pipeline does the rest), and the signing steps as a
 * borrower takes them in the browser.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { buildSandboxRegistry, type SandboxRegistryWorker } from "../../lib/credit/sandbox/registry";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const PRODUCTS = { payroll: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01", fgts: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03" } as const;

/**
 * Regular registry workers for these specs: every generated one (the e2e database is the suite's own, the demo
 * portfolio is off there, and the portal's wizards in other specs use the 1000000xxxx examples), each handed out
 * once per run. The touch budget alone takes a dozen, retries included: a slice of the registry ran out.
 */
const workers = buildSandboxRegistry().workers.filter((worker) => worker.scenario === "regular" && !worker.registrationNumber.startsWith("1000000"));
/**
 * Workers already taken in this run, kept in a file: after a failed test Playwright starts a new worker process,
 * and an in-memory set would hand out a CPF already registered (409) or whose margin or FGTS year is taken.
 */
const takenFile = path.join(tmpdir(), `e2e-registry-workers-${process.env.E2E_RUN_ID ?? "local"}.txt`);

function takenNumbers(): Set<string> {
  try {
    return new Set(readFileSync(takenFile, "utf8").split("\n").filter(Boolean));
  } catch {
    return new Set();
  }
}

export function signatureWorker(product: "payroll" | "fgts"): SandboxRegistryWorker {
  const taken = takenNumbers();
  const worker = workers.find(
    (candidate) =>
      !taken.has(candidate.registrationNumber) &&
      (product === "payroll"
        ? (candidate.freeMarginInCents ?? 0) >= 60_000 && candidate.employerRegistrationNumber !== null
        : candidate.fgtsBalanceInCents >= 500_000 && candidate.birthdayWithdrawalOptIn),
  );
  if (!worker) throw new Error(`no registry worker left for a ${product} signature`);
  appendFileSync(takenFile, `${worker.registrationNumber}\n`);
  return worker;
}

/**
 * A reused keep-alive socket the server has just closed fails the request with ECONNRESET before it reaches the server
 * (seen once in CI, mid-poll). A read is safe to send again; a write is not, and is never retried.
 */
const RESET_CONNECTION = /ECONNRESET|socket hang up/;

async function send(request: APIRequestContext, method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string, data?: unknown) {
  const options = { method, headers: { authorization: `Bearer ${token}` }, ...(data !== undefined && { data }) };
  try {
    return await request.fetch(path, options);
  } catch (error) {
    if (method !== "GET" || !RESET_CONNECTION.test(String(error))) throw error;
    return request.fetch(path, options);
  }
}

export async function api(request: APIRequestContext, token: string, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
  const response = await send(request, method, path, token, data);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body ?? {};
}

/**
 * The borrower registered for this partner: a retried test (Playwright runs it again after a failure) finds the CPF
 * its first attempt registered, and the API answers 409 with the person's id; the retry takes that person.
 */
async function registeredPerson(request: APIRequestContext, token: string, worker: SandboxRegistryWorker): Promise<Record<string, unknown>> {
  const data = { registrationNumber: worker.registrationNumber, name: worker.name, birthDate: "1988-04-12" };
  const response = await send(request, "POST", "/v1/NaturalPerson", token, data);
  if (response.status() !== 409) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    expect(response.status(), `POST /v1/NaturalPerson: ${JSON.stringify(body)}`).toBe(200);
    return body ?? {};
  }
  const found = (await api(request, token, "GET", `/v1/NaturalPerson?registrationNumber=${worker.registrationNumber}`)) as { data?: Array<Record<string, unknown>> };
  const person = found.data?.[0];
  expect(person, `the person registered for ${worker.registrationNumber.slice(0, 3)}… by an earlier attempt`).toBeDefined();
  return person ?? {};
}

export interface OperationToSign {
  readonly id: string;
  readonly token: string;
  /** The signature page's address, from GET /v1/CreditNote/{id}/SignUrl. */
  readonly url: string;
  readonly cpf: string;
}

/** An operation of `worker` created and submitted through the credit API, followed until `Signatures`. */
export async function partnerToken(request: APIRequestContext): Promise<string> {
  const tokenResponse = await request.post("/oauth/token", { data: { client_id: "parceiro-centro", client_secret: "sandbox-centro-2026" } });
  return ((await tokenResponse.json()) as { access_token: string }).access_token;
}

export interface CreateOperationOptions {
  /** First payroll discount (`YYYY-MM-01`); the first installment's month by default (a past one goes to WarrantyRevision). */
  readonly competence?: string;
}

/** A borrower, an account and an operation in Draft, through the credit API as a partner integrates. */
export async function createOperation(request: APIRequestContext, token: string, product: "payroll" | "fgts", worker: SandboxRegistryWorker, options: CreateOperationOptions = {}): Promise<string> {
  const cpf = worker.registrationNumber;
  const person = await registeredPerson(request, token, worker);
  const account = await api(request, token, "POST", "/v1/BankAccount", {
    personId: person.id,
    bankCode: "341",
    agency: "1234",
    accountNumber: "987654",
    accountDigit: "3",
    accountType: "Checking",
    holderRegistrationNumber: cpf,
  });
  const today = new Date().toISOString().slice(0, 10);
  let body: Record<string, unknown>;
  if (product === "payroll") {
    const first = await api(request, token, "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCTS.payroll}&startDate=${today}`);
    const competence = options.competence ?? `${String(first.firstPaymentDate).slice(0, 7)}-01`;
    body = {
      productId: PRODUCTS.payroll,
      personId: person.id,
      bankAccountId: account.id,
      amortization: {
        amortizationType: "price",
        requestedAmount: 400_000,
        apr: 2.2,
        numberOfPayments: 24,
        firstPaymentDate: first.firstPaymentDate,
        calculationType: "V360Meses",
        paymentPeriodicity: { every: 1, periodicity: "Monthly" },
      },
      warranty: [
        {
          warrantyType: "RegistryEmployee",
          registry_EmployeeCode: worker.employeeCode,
          registry_EmployerRegistrationCode: worker.employerRegistrationCode,
          registry_EmployerName: worker.employerName,
          registry_EmployerRegistrationNumber: worker.employerRegistrationNumber,
          registry_DiscountStartPeriod: competence,
          registry_EmployeeAdmissionDate: `${worker.admissionDate?.toISOString().slice(0, 10)}T00:00:00Z`,
          totalValue: 5000,
        },
      ],
      liquidationType: "EletronicTransfer",
    };
  } else {
    body = {
      productId: PRODUCTS.fgts,
      personId: person.id,
      bankAccountId: account.id,
      amortization: {
        amortizationType: "fgts",
        requestedAmount: 100_000,
        termInMonths: 36,
        apr: 1.79,
        startDate: `${today}T00:00:00Z`,
        paymentMonth: MONTHS[worker.birthdayMonth - 1],
      },
      uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf" }],
      liquidationType: "EletronicTransfer",
    };
  }
  const created = await api(request, token, "POST", "/v1/CreditNote", body);
  return String(created.id);
}

export async function operationInSignatures(request: APIRequestContext, product: "payroll" | "fgts", worker = signatureWorker(product)): Promise<OperationToSign> {
  const token = await partnerToken(request);
  const id = await createOperation(request, token, product, worker);
  await api(request, token, "POST", `/v1/CreditNote/${id}/submitapproval`);
  await waitForStatus(request, token, id, ["Signatures"]);
  const signUrl = (await api(request, token, "GET", `/v1/CreditNote/${id}/SignUrl`)) as { signers?: Array<{ url: string }> };
  const url = signUrl.signers?.[0]?.url;
  if (!url) throw new Error("no signer");
  return { id, token, url, cpf: worker.registrationNumber };
}

/** Polls the operation until its status is one of `statuses` (the pipeline runs 1-second stages in tests). */
export async function waitForStatus(request: APIRequestContext, token: string, id: string, statuses: readonly string[]) {
  let operation: Record<string, unknown> = {};
  await expect
    .poll(
      async () => {
        operation = await api(request, token, "GET", `/v1/CreditNote/${id}`);
        return operation.status;
      },
      { timeout: 40_000, intervals: [250] },
    )
    .toMatch(new RegExp(`^(${statuses.join("|")})$`));
  return operation as { status: string; history: Array<{ from?: string; to: string; actor: string; reason?: string }> };
}

/** The signer as the partner reads it (GET /v1/CreditNote/{id}/SignUrl). */
export async function partnerSigner(request: APIRequestContext, operation: OperationToSign) {
  const body = (await api(request, operation.token, "GET", `/v1/CreditNote/${operation.id}/SignUrl`)) as { signers: Array<Record<string, unknown>> };
  return body.signers[0] ?? {};
}

/** The verification code as the page shows it (16 groups of 4), without spaces, lower case: the SHA-256. */
export async function verificationCodeOn(page: Page): Promise<string> {
  return (await page.getByTestId("codigo-verificacao").first().innerText()).replace(/\s/g, "").toLowerCase();
}

/** Ticks "li e concordo", types the CPF's first digits and signs. */
export async function consentAndSign(page: Page, cpf: string): Promise<void> {
  const form = page.locator("#form-assinar");
  await form.getByLabel("Li e concordo com os termos desta Cédula de Crédito Bancário").check();
  await form.getByLabel(/os 3 primeiros dígitos do seu CPF/).fill(cpf.slice(0, 3));
  await form.getByRole("button", { name: "Assinar contrato" }).click();
}

/** Nothing on the page is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
