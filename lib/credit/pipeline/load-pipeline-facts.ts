import type { OperationStatus } from "@/lib/contract";
import type { CreditNote, CreditRegistryWorker, Prisma } from "@/lib/db/generated/client";
import { hasConsentTerm } from "@/lib/contract/operation-requirements";
import { anticipableBalance, dayFromCivil, largestInstallmentInCents, PAYMENT_MONTHS } from "@/lib/finance";
import { civilToday } from "../simulation/clock";
import { reservedMarginInCents } from "../margin-reservations/apply-margin-reservation";
import { findCurrentFreeMargin } from "../offers/find-current-free-margin";
import { readStoredAmortization, readStoredPlan, readStoredWarranty } from "../store/read-credit-note-json";
import { SANDBOX_SCENARIOS, type SandboxScenario } from "../sandbox/special-cpfs";
import { creditSettings } from "../settings";
import { maintenanceWindowEnd, type PipelineFacts } from "./next-transition";

/** What the rules read about one operation besides its own row, fetched for a whole batch at once. */
interface Related {
  readonly model: "payroll" | "fgts";
  readonly registrationNumber: string;
  readonly accountHolder: string | null;
  readonly uploads: readonly { fileType: string; creditNoteId: string | null }[];
  readonly signers: readonly { status: string; refusalReason: string | null }[];
  readonly worker: CreditRegistryWorker | null;
}

/**
 * Everything the pipeline's rules need about each operation of a claimed batch, read from the database (the
 * registry of the sandbox stands for the employer's and the FGTS body's systems) in a fixed number of queries
 * whatever the batch size: round trips, not CPU, bound the pipeline. Reads through `tx` (the claiming
 * transaction).
 */
export async function loadPipelineFactsForNotes(
  tx: Prisma.TransactionClient,
  notes: readonly CreditNote[],
  now: Date,
): Promise<Map<string, PipelineFacts>> {
  if (notes.length === 0) return new Map();
  const noteIds = notes.map((note) => note.id);
  const personIds = [...new Set(notes.map((note) => note.personId))];
  const [products, persons, accounts, uploads, signers] = await Promise.all([
    tx.creditProduct.findMany({ where: { id: { in: [...new Set(notes.map((note) => note.productId))] } }, select: { id: true, calculationModel: true } }),
    tx.creditNaturalPerson.findMany({ where: { id: { in: personIds } }, select: { id: true, registrationNumber: true } }),
    tx.creditBankAccount.findMany({
      where: { id: { in: [...new Set(notes.map((note) => note.bankAccountId))] } },
      select: { id: true, holderRegistrationNumber: true },
    }),
    tx.creditUpload.findMany({
      where: { OR: [{ creditNoteId: { in: noteIds } }, { personId: { in: personIds }, creditNoteId: null }] },
      select: { fileType: true, creditNoteId: true, personId: true },
    }),
    tx.creditNoteSigner.findMany({ where: { creditNoteId: { in: noteIds } }, select: { creditNoteId: true, status: true, refusalReason: true }, orderBy: { createdAt: "asc" } }),
  ]);
  const cpfByPerson = new Map(persons.map((person) => [person.id, person.registrationNumber]));
  const workers = await tx.creditRegistryWorker.findMany({ where: { registrationNumber: { in: [...new Set(cpfByPerson.values())] } } });
  const workerByCpf = new Map(workers.map((worker) => [worker.registrationNumber, worker]));
  const modelByProduct = new Map(products.map((product) => [product.id, product.calculationModel === "fgts" ? ("fgts" as const) : ("payroll" as const)]));
  const holderByAccount = new Map(accounts.map((account) => [account.id, account.holderRegistrationNumber]));

  const facts = new Map<string, PipelineFacts>();
  for (const note of notes) {
    const registrationNumber = cpfByPerson.get(note.personId);
    const model = modelByProduct.get(note.productId);
    if (registrationNumber === undefined || model === undefined) throw new Error(`credit note ${note.id}: product or borrower missing`);
    const related: Related = {
      model,
      registrationNumber,
      accountHolder: holderByAccount.get(note.bankAccountId) ?? null,
      uploads: uploads.filter((upload) => upload.creditNoteId === note.id || (upload.creditNoteId === null && upload.personId === note.personId)),
      signers: signers.filter((signer) => signer.creditNoteId === note.id),
      worker: workerByCpf.get(registrationNumber) ?? null,
    };
    facts.set(note.id, await factsOf(tx, note, related, now));
  }
  return facts;
}

async function factsOf(tx: Prisma.TransactionClient, note: CreditNote, related: Related, now: Date): Promise<PipelineFacts> {
  const { model, worker, uploads } = related;
  const today = civilToday(now);
  const status = note.status as OperationStatus;
  const facts: PipelineFacts = {
    status,
    model,
    cancelRequested: note.cancelRequestedAt ? { message: note.cancelReason } : null,
    scenario: worker && (SANDBOX_SCENARIOS as readonly string[]).includes(worker.scenario) ? (worker.scenario as SandboxScenario) : null,
    currentCompetence: `${today.slice(0, 7)}-01`,
    fgtsMaintenanceUntil: model === "fgts" ? maintenanceWindowEnd(now, creditSettings.fgtsMaintenanceWindow()) : null,
    hasSignedContract: uploads.some((upload) => upload.creditNoteId === note.id && upload.fileType === "SignedContract"),
    signers: signerFacts(related.signers),
    accountHolderIsBorrower: related.accountHolder === related.registrationNumber,
  };
  // Endorsement facts are only needed (and only worth their queries) in Warranty.
  if (status !== "Warranty") return facts;

  if (model === "payroll") {
    // The employer's live view at endorsement: the registry's free margin minus what other live operations
    // reserved (a margin query made before them would be stale); without a registry link, the latest query.
    const freeMarginInCents =
      worker?.freeMarginInCents != null
        ? Math.max(0, worker.freeMarginInCents - (await reservedMarginInCents(tx, related.registrationNumber, note.id)))
        : (await findCurrentFreeMargin({ correspondentId: note.correspondentId, registrationNumber: related.registrationNumber, now }, tx)).freeMarginInCents;
    const warranty = readStoredWarranty(note);
    return {
      ...facts,
      payroll: {
        largestInstallmentInCents: largestInstallmentInCents(readStoredPlan(note)),
        freeMarginInCents,
        discountStartPeriods: warranty.map((item) => item.registry_DiscountStartPeriod),
        foreignEmployers: worker?.employerRegistrationNumber
          ? [...new Set(warranty.map((item) => item.registry_EmployerRegistrationNumber).filter((cnpj) => cnpj !== worker.employerRegistrationNumber))]
          : [],
      },
    };
  }

  const amortization = readStoredAmortization(note);
  if (amortization.amortizationType !== "fgts") throw new Error(`credit note ${note.id}: FGTS product with a ${amortization.amortizationType} amortization`);
  const [year = 0, month = 1, day = 1] = amortization.startDate.slice(0, 10).split("-").map(Number);
  const birthdayMonth = worker ? PAYMENT_MONTHS[worker.birthdayMonth - 1] : undefined;
  const anticipable = worker
    ? anticipableBalance({
        fgtsBalanceInCents: worker.fgtsBalanceInCents,
        years: Math.ceil(amortization.termInMonths / 12),
        apr: amortization.apr,
        startDay: dayFromCivil(year, month, day),
        ...(birthdayMonth && { paymentMonth: birthdayMonth }),
      }).anticipableInCents
    : 0;
  return {
    ...facts,
    fgts: {
      requestedAmountInCents: amortization.requestedAmount,
      anticipableInCents: anticipable,
      hasConsentTerm: hasConsentTerm(uploads),
      birthdayWithdrawalOptIn: worker?.birthdayWithdrawalOptIn ?? false,
    },
  };
}

function signerFacts(signers: Related["signers"]): PipelineFacts["signers"] {
  const refused = signers.find((signer) => signer.status === "Refused");
  return {
    total: signers.length,
    signed: signers.filter((signer) => signer.status === "Signed").length,
    refusal: refused ? { reason: refused.refusalReason } : null,
  };
}
