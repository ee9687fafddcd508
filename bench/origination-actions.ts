/**
 * What a wizard's server action adds over the credit API call it proxies (`npx tsx bench/run.ts origination`):
 * each action is called over HTTP as the browser calls it (session cookie, `Next-Action`), and the same request is
 * sent straight to the credit API with the branch's token, interleaved, one at a time (latency, not throughput).
 * The action pays for the origin check, the session row, the draft read (and write, for the steps that record),
 * the audit row where there is one, and the RSC answer.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { draftPreviewUrl } from "@/lib/portal/origination/draft-preview";
import { startSystem } from "../scripts/system";
import { sparePort } from "./http-load";
import { actionCaller, percentiles, timed } from "./server-actions";
import { signInToPortal } from "./portal-sign-in";

const out = (text: string) => process.stdout.write(`${text}\n`);
const ROUNDS = 40;
const ORIGINATE = "lib/portal/origination/actions.ts";
const BORROWERS = "lib/portal/borrowers/actions.ts";



export async function run(): Promise<void> {
  const savedDatabaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-origination-"));
  const port = await sparePort();
  out(`starting the system on 127.0.0.1:${port} (build when sources changed, ephemeral database)...`);
  const system = await startSystem({ port, dataDir, database: "credito_bench_origination", fresh: true, ephemeral: true, inheritOutput: false, extraEnv: { LOG_LEVEL: "warn", MARGIN_AUTHORIZATION_CONFIRM_SECONDS: "0" } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = (await signInToPortal(base, "correspondente.se@centro.demo")).cookie;
    const tokenResponse = await fetch(`${base}/oauth/token`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ client_id: "parceiro-centro", client_secret: "sandbox-centro-2026" }) });
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    const api = async (method: string, apiPath: string, body?: unknown) => {
      const response = await fetch(`${base}${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(body !== undefined && { "content-type": "application/json" }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };

    // A draft at the simulation step, made through the actions themselves.
    const home = actionCaller(base, "/originate/payroll", cookie);
    const { id: draftId } = await home.call<{ id: string }>(ORIGINATE, "startDraftAction", { product: "payroll" });
    const actions = actionCaller(base, `/originate/payroll/${draftId}`, cookie);
    const cpf = "10000003549";
    const registered = await actions.call<{ personId: string; bankAccountId: string }>(BORROWERS, "registerBorrowerAction", {
      form: { registrationNumber: cpf, name: "Bench da Silva", birthDate: "1980-11-02", motherName: "", email: "", phone: "", account: { bankCode: "001", agency: "1", agencyDigit: "", accountNumber: "123", accountDigit: "4", accountType: "Checking" } },
      formKey: randomUUID(),
    });
    await actions.call(ORIGINATE, "selectBorrowerAction", { draftId, ...registered });
    await actions.call(ORIGINATE, "requestAuthorizationAction", { draftId, formKey: randomUUID() });
    for (let attempt = 0; attempt < 30; attempt++) {
      const { status } = await actions.call<{ status: string }>(ORIGINATE, "confirmAuthorizationAction", { draftId });
      if (status === "Approved") break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const margin = await actions.call<{ employerRegistrationNumber: string; employeeCode: string }>(ORIGINATE, "queryMarginAction", { draftId });
    await actions.call(ORIGINATE, "selectMarginAction", { draftId, link: `${margin.employerRegistrationNumber}:${margin.employeeCode}` });

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    const { firstPaymentDate } = (await api("POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCT_IDS.payrollPrice}&startDate=${today}`)) as { firstPaymentDate: string };
    const planForm = { productId: PRODUCT_IDS.payrollPrice, requestedAmount: 800_000, apr: 2.2, numberOfPayments: 36 };
    const offersForm = { valueMode: "Gross", value: 900_000, terms: [24, 36, 48], rateMode: "MinimumRate" };

    // The live previews are GET routes, read as the wizard's React Query does.
    const preview = async (kind: "plan" | "offers", form: unknown) => {
      const response = await fetch(`${base}${draftPreviewUrl({ product: "payroll", draftId, kind }, form)}`, { headers: { cookie, accept: "application/json" } });
      if (!response.ok) throw new Error(`preview ${kind}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    };

    const pairs: Array<{ name: string; action: () => Promise<unknown>; direct: () => Promise<unknown>; directName: string }> = [
      {
        name: "findBorrowerAction",
        action: () => actions.call(ORIGINATE, "findBorrowerAction", { registrationNumber: cpf }),
        directName: "GET NaturalPerson?registrationNumber + GET BankAccount?personId",
        direct: async () => {
          await api("GET", `/v1/NaturalPerson?registrationNumber=${cpf}&size=1`);
          await api("GET", `/v1/BankAccount?personId=${registered.personId}&size=100`);
        },
      },
      {
        name: "confirmAuthorizationAction (records)",
        action: () => actions.call(ORIGINATE, "confirmAuthorizationAction", { draftId }),
        directName: "GET MarginAuthorization?registrationNumber",
        direct: () => api("GET", `/v1/RegistryEmployee/MarginAuthorization?registrationNumber=${cpf}&size=20`),
      },
      {
        name: "queryMarginAction (audited)",
        action: () => actions.call(ORIGINATE, "queryMarginAction", { draftId }),
        directName: "POST FreeMarginQuery",
        direct: () => api("POST", `/v1/RegistryEmployee/FreeMarginQuery?personId=${registered.personId}&creditProductId=${PRODUCT_IDS.payrollPrice}`),
      },
      {
        name: "offers preview (GET)",
        action: () => preview("offers", offersForm),
        directName: "POST Amortization/RegistryEmployeeOffers",
        direct: () =>
          api("POST", "/v1/Amortization/RegistryEmployeeOffers", {
            registrationNumber: cpf,
            employerRegistrationNumber: margin.employerRegistrationNumber,
            employeeCode: margin.employeeCode,
            productIds: [PRODUCT_IDS.payrollPrice],
            rangeNumberOfPayments: [24, 36, 48],
            rateMode: "MinimumRate",
            calculateByValue: "Gross",
            requestedValue: 900_000,
          }),
      },
      {
        name: "plan preview (GET)",
        action: () => preview("plan", planForm),
        directName: "POST Amortization",
        direct: () =>
          api("POST", "/v1/Amortization", {
            productId: PRODUCT_IDS.payrollPrice,
            legalPerson: false,
            amortization: {
              amortizationType: "price",
              requestedAmount: 800_000,
              apr: 2.2,
              numberOfPayments: 36,
              firstPaymentDate,
              calculationType: "V360Meses",
              paymentPeriodicity: { every: 1, periodicity: "Monthly" },
              startDate: `${today}T00:00:00Z`,
              calculateByValueType: "Gross",
            },
          }),
      },
      {
        name: "choosePlanAction (records)",
        action: () => actions.call(ORIGINATE, "choosePlanAction", { draftId, form: planForm }),
        directName: "POST Amortization",
        direct: () =>
          api("POST", "/v1/Amortization", {
            productId: PRODUCT_IDS.payrollPrice,
            legalPerson: false,
            amortization: { amortizationType: "price", requestedAmount: 800_000, apr: 2.2, numberOfPayments: 36, firstPaymentDate, calculationType: "V360Meses", paymentPeriodicity: { every: 1, periodicity: "Monthly" }, startDate: `${today}T00:00:00Z`, calculateByValueType: "Gross" },
          }),
      },
    ];

    for (const pair of pairs) {
      const actionTimes: number[] = [];
      const directTimes: number[] = [];
      for (let round = 0; round < 3; round++) {
        await pair.action();
        await pair.direct();
      }
      for (let round = 0; round < ROUNDS; round++) {
        actionTimes.push((await timed(pair.action)).ms);
        directTimes.push((await timed(pair.direct)).ms);
      }
      const action = percentiles(actionTimes);
      const direct = percentiles(directTimes);
      out(
        `origination: ${pair.name}: p50 ${action.p50.toFixed(1)} ms, p95 ${action.p95.toFixed(1)} ms | direct ${pair.directName}: p50 ${direct.p50.toFixed(1)} ms, p95 ${direct.p95.toFixed(1)} ms | added p50 ${(action.p50 - direct.p50).toFixed(1)} ms`,
      );
    }
  } finally {
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (savedDatabaseUrl !== undefined) process.env.DATABASE_URL = savedDatabaseUrl;
  }
}
