/**
 * Throughput of the credit API over HTTP (`npx tsx bench/run.ts credit-api-http`): `POST /v1/Amortization`
 * (bearer authentication, product read, a 96-installment Price plan with IOF and CET, the simulation's insert)
 * and `GET /v1/CreditNote/{id}` (authentication, the operation with its history and documents).
 *
 * Starts the whole system on a spare loopback port (scripts/system.ts: production build when the sources
 * changed, ephemeral embedded PostgreSQL in a temp dir, migrations, seed), gets a token, and measures
 * requests per second with 50 concurrent `fetch` loops for 10 s (after a 2 s warm-up). Beside each, the same
 * load on a bare `node:http` server (bench/bare-credit-server.ts) doing the same work through the same lib
 * functions on the same database, and the ratio: what the framework costs per request.
 * Loopback only; bounded by time and concurrency. Set NEXT_DIST_DIR to build into a directory of your own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { REGULAR_EXAMPLE_CPFS } from "@/lib/credit/sandbox/special-cpfs";
import { startSystem } from "../scripts/system";
import { line, measure, sparePort, type Target } from "./http-load";


/** 96 installments of the Price product, first period of one month (start 2026-05-04, first due 2026-06-07). */
const BODY = JSON.stringify({
  productId: PRODUCT_IDS.payrollPrice,
  legalPerson: false,
  amortization: {
    amortizationType: "price",
    requestedAmount: 2_500_000,
    apr: 2.49,
    numberOfPayments: 96,
    firstPaymentDate: "2026-06-07T00:00:00Z",
    calculationType: "V360Meses",
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate: "2026-05-04T00:00:00Z",
  },
});

function startBareServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const script = path.join(__dirname, "bare-credit-server.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: path.resolve(__dirname, ".."),
    env: { ...process.env, BENCH_PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the bare server did not start within 30 s")), 30_000);
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** One Draft payroll operation of a fresh borrower, to read. */
async function createCreditNote(base: string, headers: Record<string, string>): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const cpf = REGULAR_EXAMPLE_CPFS[0]!.cpf;
  const person = await post("/v1/NaturalPerson", { registrationNumber: cpf, name: "Pessoa Benchmark", birthDate: "1985-01-15" });
  const account = await post("/v1/BankAccount", {
    personId: person.id, bankCode: "001", agency: "1234", accountNumber: "55667", accountDigit: "1", accountType: "Checking", holderRegistrationNumber: cpf,
  });
  const { amortization } = JSON.parse(BODY) as { amortization: unknown };
  const note = await post("/v1/CreditNote", {
    productId: PRODUCT_IDS.payrollPrice, personId: person.id, bankAccountId: account.id, amortization, liquidationType: "EletronicTransfer",
    uploads: [{ fileType: "Authorization", fileName: "termo.pdf" }],
  });
  return note.id;
}

export async function run(): Promise<void> {
  const out = (text: string) => process.stdout.write(`${text}\n`);
  const savedDatabaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL; // always the ephemeral embedded database, never a configured one
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-"));
  const [systemPort, barePort] = [await sparePort(), await sparePort()];
  out(`starting the system on 127.0.0.1:${systemPort} (build when sources changed, ephemeral database)...`);
  const system = await startSystem({
    port: systemPort,
    dataDir,
    database: "credito_bench",
    fresh: true,
    ephemeral: true,
    inheritOutput: false,
    extraEnv: { LOG_LEVEL: "warn" },
  });
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${systemPort}`;
    const partner = DEMO_PARTNERS[0];
    if (partner === undefined) throw new Error("no demo partner");
    const tokenResponse = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: partner.clientId, client_secret: partner.clientSecret }),
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const headers = { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${token}` };

    const simulation: Target = { method: "POST", path: "/v1/Amortization", body: BODY };
    const probe = await fetch(`${base}${simulation.path}`, { method: "POST", headers, body: BODY });
    if (probe.status !== 200) throw new Error(`POST /v1/Amortization answered ${probe.status}: ${await probe.text()}`);
    const readNote: Target = { method: "GET", path: `/v1/CreditNote/${await createCreditNote(base, headers)}` };

    bare = await startBareServer(barePort, system.databaseUrl);
    const bareBase = `http://127.0.0.1:${barePort}`;
    for (const [name, target] of [
      ["POST /v1/Amortization", simulation],
      ["GET /v1/CreditNote/{id}", readNote],
    ] as const) {
      const next = await measure(base, target, headers);
      const baseline = await measure(bareBase, target, headers);
      out(line(`credit-api-http: ${name} via Next.js`, next));
      out(line(`credit-api-http: ${name} via bare node:http (same lib functions and database)`, baseline));
      out(`credit-api-http: ${name} ratio Next.js / bare = ${(next.perSecond / baseline.perSecond).toFixed(2)}`);
    }
  } finally {
    if (bare) await stop(bare);
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (savedDatabaseUrl !== undefined) process.env.DATABASE_URL = savedDatabaseUrl;
  }
}
