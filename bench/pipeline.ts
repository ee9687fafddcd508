/**
 * Throughput of the pipeline worker (`npx tsx bench/run.ts pipeline`): operations moved per second with
 * 10,000 open operations (issue 5, "Done means").
 *
 * Starts a throw-away embedded PostgreSQL in a temp dir (migrations + seed), bulk-inserts 10,000 operations of
 * the two demo partners (payroll Price/SAC and FGTS, borrowers among the sandbox registry's regular workers,
 * plans computed by the real engine, statuses spread over the pipeline's automatic stages, all due), then calls
 * `runPipelineTick()` back to back, as the worker does, for a bounded time. PIPELINE_STAGE_SECONDS=0: a moved
 * operation is due again at once, so the backlog never runs dry before the time is up and each operation walks
 * its whole path (to Finished, Signatures, WarrantyRevision...). Afterwards it checks the history: one
 * `Pipeline` transition row per transition counted, none duplicated. The database is stopped and deleted at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Amortization, AmortizationPlan, OperationStatus } from "@/lib/contract";
import { anticipableBalance, dayFromCivil, firstPaymentDate, PAYMENT_MONTHS } from "@/lib/finance";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { buildSandboxRegistry, type SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { PIPELINE_STAGES } from "@/lib/credit/pipeline/next-transition";

const OPEN_OPERATIONS = 10_000;
const SECONDS = 20;
const MAX_TRANSITIONS = 60_000;
const INSERT_CHUNK = 500;
const DATABASE = "credito_bench_pipeline";

/** The statuses the pipeline moves by itself, as the pipeline defines them. */
const PAYROLL_STAGES: readonly OperationStatus[] = PIPELINE_STAGES;
const FGTS_STAGES = PAYROLL_STAGES.filter((status) => status !== "MarginReserveApproval");

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const out = (text: string) => process.stdout.write(`${text}\n`);

export async function run(): Promise<void> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PIPELINE_STAGE_SECONDS: process.env.PIPELINE_STAGE_SECONDS, LOG_LEVEL: process.env.LOG_LEVEL };
  const dataDir = mkdtempSync(path.join(tmpdir(), "credito-bench-pipeline-"));
  delete process.env.DATABASE_URL; // always the ephemeral embedded database, never a configured one
  const { startEmbeddedPostgres } = await import("@/lib/db/embedded-postgres");
  let stopDatabase: (() => Promise<void>) | undefined;
  try {
    out("starting an ephemeral embedded PostgreSQL (migrations, seed)...");
    const server = await startEmbeddedPostgres({ dataDir, port: 55_432, persistent: false });
    stopDatabase = () => server.stop();
    await server.createDatabaseIfMissing(DATABASE);
    const databaseUrl = server.urlFor(DATABASE);
    const { prepareDatabase } = await import("@/lib/db/prepare-database");
    const { loadLocalSecrets } = await import("../scripts/local-secrets");
    Object.assign(process.env, loadLocalSecrets()); // the seed seals the demo branches' credentials
    await prepareDatabase(databaseUrl);

    process.env.DATABASE_URL = databaseUrl;
    process.env.PIPELINE_STAGE_SECONDS = "0";
    process.env.LOG_LEVEL = "warn"; // one info line per transition would measure the terminal
    delete process.env.FGTS_MAINTENANCE_WINDOW;
    await measure();
  } finally {
    const { getPrisma } = await import("@/lib/db/client");
    if (stopDatabase) await getPrisma().$disconnect().catch(() => undefined);
    if (stopDatabase) await stopDatabase().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

async function measure() {
  const { getPrisma } = await import("@/lib/db/client");
  const { runPipelineTick } = await import("@/lib/credit/pipeline/run-pipeline-tick");
  const prisma = getPrisma();

  const built = Date.now();
  await insertOperations();
  const openAtStart = await prisma.creditNote.count({ where: { nextStageAt: { not: null }, deletedAt: null } });
  out(`created ${fmt(OPEN_OPERATIONS)} operations in ${((Date.now() - built) / 1000).toFixed(1)} s (${fmt(openAtStart)} due)`);

  const [last] = await prisma.$queryRaw<Array<{ max: bigint | null }>>`SELECT max(id) AS max FROM credit_note_transition`;
  const durations: number[] = [];
  let claimed = 0;
  let transitions = 0;
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  while (performance.now() < deadline && transitions < MAX_TRANSITIONS) {
    const tickStart = performance.now();
    const result = await runPipelineTick();
    durations.push(performance.now() - tickStart);
    claimed += result.claimed;
    transitions += result.transitions;
    if (result.claimed === 0) break;
  }
  const elapsed = (performance.now() - start) / 1000;

  const since = last?.max ?? BigInt(0);
  const [history] = await prisma.$queryRaw<Array<{ rows: bigint; operations: bigint; duplicates: bigint }>>`
    SELECT count(*) AS rows, count(DISTINCT "creditNoteId") AS operations,
      count(*) - count(DISTINCT ("creditNoteId", "from", "to", "at")) AS duplicates
    FROM credit_note_transition WHERE id > ${since} AND actor = 'Pipeline'`;
  const openAtEnd = await prisma.creditNote.count({ where: { nextStageAt: { not: null }, deletedAt: null } });
  const byStatus = await prisma.creditNote.groupBy({ by: ["status"], _count: { _all: true }, orderBy: { status: "asc" } });

  const sorted = [...durations].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const moved = Number(history?.operations ?? 0);
  out(
    `pipeline: ${fmt(OPEN_OPERATIONS)} open operations: ${fmt(transitions / elapsed)} transitions/s, ${fmt(moved / elapsed)} operations moved/s ` +
      `(${fmt(transitions)} transitions of ${fmt(moved)} operations, ${fmt(claimed / elapsed)} claims/s, ${fmt(durations.length)} ticks, ` +
      `p50 tick ${p50.toFixed(1)} ms, ${elapsed.toFixed(1)} s; due at start ${fmt(openAtStart)}, at end ${fmt(openAtEnd)})`,
  );
  out(`pipeline: statuses at end: ${byStatus.map((row) => `${row.status} ${fmt(row._count._all)}`).join(", ")}`);
  const rows = Number(history?.rows ?? 0);
  const duplicates = Number(history?.duplicates ?? 0);
  const ok = rows === transitions && duplicates === 0;
  out(
    `pipeline: check ${ok ? "ok" : "FAILED"}: ${fmt(rows)} Pipeline history rows for ${fmt(transitions)} transitions applied, ` +
      `${duplicates} duplicated (operation, from, to, at)`,
  );
  if (!ok) throw new Error("pipeline bench: the history does not match the transitions applied");
}

interface Borrower {
  readonly worker: SandboxRegistryWorker;
  readonly correspondentId: string;
  readonly personId: string;
  readonly bankAccountId: string;
}

/** Persons, accounts, uploads and 10,000 due operations, in bulk (createMany in chunks). */
async function insertOperations() {
  const { getPrisma } = await import("@/lib/db/client");
  const { planForNote } = await import("@/lib/credit/credit-notes/plan-for-note");
  const { civilToday, civilDateTime } = await import("@/lib/credit/simulation/clock");
  const prisma = getPrisma();
  const now = new Date();
  const today = civilToday(now);
  const startDate = civilDateTime(today);
  const [year = 0, month = 1] = today.split("-").map(Number);
  const nextCompetence = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, "0")}-01`;

  const products = new Map((await prisma.creditProduct.findMany()).map((product) => [product.id, product]));
  const product = (id: string) => {
    const row = products.get(id);
    if (!row) throw new Error(`product ${id} not seeded`);
    return row;
  };
  const payrollPlan = (productId: string, amortizationType: "price" | "sac", apr: number) => {
    const row = product(productId);
    const amortization = {
      amortizationType,
      requestedAmount: 300_000,
      apr,
      numberOfPayments: 24,
      firstPaymentDate: firstPaymentDate(startDate, { transferDay: row.transferDay ?? 7 }) ?? startDate,
      calculationType: row.calculationType,
      paymentPeriodicity: { every: 1, periodicity: "Monthly" },
      startDate,
    } as unknown as Amortization;
    return { productId, ...planForNote(productId, row, amortization) };
  };
  const payroll = [payrollPlan(PRODUCT_IDS.payrollPrice, "price", 1.99), payrollPlan(PRODUCT_IDS.payrollSac, "sac", 1.79)];
  const fgtsAmortization = (paymentMonth: string) =>
    ({ amortizationType: "fgts", requestedAmount: 50_000, termInMonths: 24, apr: 1.49, startDate, paymentMonth }) as unknown as Amortization;
  const fgtsPlans = PAYMENT_MONTHS.map((paymentMonth) => ({
    productId: PRODUCT_IDS.fgtsAnticipation,
    ...planForNote(PRODUCT_IDS.fgtsAnticipation, product(PRODUCT_IDS.fgtsAnticipation), fgtsAmortization(paymentMonth)),
  }));

  // Regular workers whose margin / FGTS balance carry these plans: the operations walk the happy path.
  const largest = (plan: AmortizationPlan) => Math.max(...plan.installments.map((installment) => installment.paymentInCents));
  const regular = buildSandboxRegistry().workers.filter((worker) => worker.scenario === "regular");
  const payrollWorkers = regular.filter((worker) => worker.employerRegistrationNumber && (worker.freeMarginInCents ?? 0) >= Math.max(...payroll.map((p) => largest(p.plan))));
  const fgtsWorkers = regular.filter((worker) => {
    if (!worker.birthdayWithdrawalOptIn) return false;
    const anticipable = anticipableBalance({
      fgtsBalanceInCents: worker.fgtsBalanceInCents,
      years: 2,
      apr: 1.49,
      startDay: dayFromCivil(year, month, Number(today.slice(8, 10))),
      ...(PAYMENT_MONTHS[worker.birthdayMonth - 1] && { paymentMonth: PAYMENT_MONTHS[worker.birthdayMonth - 1] }),
    }).anticipableInCents;
    return anticipable >= 50_000;
  });
  if (payrollWorkers.length === 0 || fgtsWorkers.length === 0) throw new Error("no regular sandbox worker fits the bench's plans");

  // One person and one account (the borrower's own) per partner and worker.
  const borrowers = new Map<string, Borrower>();
  const persons: Array<{ id: string; correspondentId: string; registrationNumber: string; name: string; birthDate: Date }> = [];
  const accounts: Array<Record<string, string>> = [];
  for (const partner of DEMO_PARTNERS) {
    for (const worker of new Set([...payrollWorkers, ...fgtsWorkers])) {
      const personId = crypto.randomUUID();
      const bankAccountId = crypto.randomUUID();
      persons.push({ id: personId, correspondentId: partner.correspondentId, registrationNumber: worker.registrationNumber, name: worker.name, birthDate: new Date(Date.UTC(1985, worker.birthdayMonth - 1, 15)) });
      accounts.push({
        id: bankAccountId, correspondentId: partner.correspondentId, personId, bankCode: "001", agency: "1234",
        accountNumber: String(10_000 + accounts.length), accountDigit: "1", accountType: "Checking", holderRegistrationNumber: worker.registrationNumber,
      });
      borrowers.set(`${partner.correspondentId}:${worker.registrationNumber}`, { worker, correspondentId: partner.correspondentId, personId, bankAccountId });
    }
  }
  await prisma.creditNaturalPerson.createMany({ data: persons });
  await prisma.creditBankAccount.createMany({ data: accounts as never });

  const notes: Array<Record<string, unknown>> = [];
  const uploads: Array<Record<string, unknown>> = [];
  const history: Array<Record<string, unknown>> = [];
  for (let i = 0; i < OPEN_OPERATIONS; i++) {
    const partner = DEMO_PARTNERS[i % DEMO_PARTNERS.length]!;
    const isFgts = i % 3 === 2; // two payroll operations for one FGTS anticipation
    const workers = isFgts ? fgtsWorkers : payrollWorkers;
    const worker = workers[Math.floor(i / 3) % workers.length]!;
    const borrower = borrowers.get(`${partner.correspondentId}:${worker.registrationNumber}`)!;
    const chosen = isFgts ? fgtsPlans[worker.birthdayMonth - 1]! : payroll[i % 2]!;
    const stages = isFgts ? FGTS_STAGES : PAYROLL_STAGES;
    const status = stages[Math.floor(i / 7) % stages.length]!;
    const id = crypto.randomUUID();
    const since = new Date(now.getTime() - 60_000 - (i % 3_600) * 1000);
    const plan = chosen.plan as AmortizationPlan;
    notes.push({
      id,
      correspondentId: partner.correspondentId,
      productId: chosen.productId,
      personId: borrower.personId,
      bankAccountId: borrower.bankAccountId,
      status,
      statusSince: since,
      nextStageAt: since, // stage seconds elapsed long ago: due
      amortization: chosen.amortization,
      plan: { ...plan, id },
      warranty: isFgts
        ? []
        : [
            {
              warrantyType: "RegistryEmployee",
              registry_EmployeeCode: worker.employeeCode,
              registry_EmployerRegistrationCode: worker.employerRegistrationCode,
              registry_EmployerName: worker.employerName,
              registry_EmployerRegistrationNumber: worker.employerRegistrationNumber,
              registry_DiscountStartPeriod: nextCompetence,
              registry_EmployeeAdmissionDate: worker.admissionDate?.toISOString(),
              totalValue: plan.totalPaymentInCents / 100,
              registry_OriginalMargin: (worker.freeMarginInCents ?? 0) / 100,
              ...(worker.positionCBOCode && { registry_EmployeePositionCBOCode: worker.positionCBOCode }),
            },
          ],
      liquidationType: "EletronicTransfer",
      emissionDate: since,
      createdAt: since,
    });
    history.push({ creditNoteId: id, to: "Draft", actor: "Partner", reason: "Operação criada", at: new Date(since.getTime() - 2_000) });
    history.push({ creditNoteId: id, from: "Draft", to: status, actor: "Partner", reason: "Operação enviada", at: since });
    uploads.push({ correspondentId: partner.correspondentId, personId: borrower.personId, creditNoteId: id, fileType: "Authorization", fileName: "termo.pdf" });
    // Half the operations carry the signed contract from the draft: signature collection is skipped.
    if (i % 2 === 0) {
      uploads.push({ correspondentId: partner.correspondentId, personId: borrower.personId, creditNoteId: id, fileType: "SignedContract", fileName: "contrato-assinado.pdf" });
    }
  }
  for (let at = 0; at < notes.length; at += INSERT_CHUNK) {
    await prisma.creditNote.createMany({ data: notes.slice(at, at + INSERT_CHUNK) as never });
  }
  for (let at = 0; at < history.length; at += 4 * INSERT_CHUNK) {
    await prisma.creditNoteTransition.createMany({ data: history.slice(at, at + 4 * INSERT_CHUNK) as never });
  }
  for (let at = 0; at < uploads.length; at += 4 * INSERT_CHUNK) {
    await prisma.creditUpload.createMany({ data: uploads.slice(at, at + 4 * INSERT_CHUNK) as never });
  }
  await prisma.$executeRaw`ANALYZE`;
}
