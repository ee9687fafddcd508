import type { AmortizationPlan, OperationStatus, WarrantyItem } from "@/lib/contract";
import type { CreditNote, Prisma } from "@/lib/db/generated/client";
import { anticipableBalance, dayFromCivil, PAYMENT_MONTHS } from "@/lib/finance";
import { civilToday } from "../simulation/clock";
import { findCurrentFreeMargin } from "../offers/find-current-free-margin";
import { SANDBOX_SCENARIOS, type SandboxScenario } from "../sandbox/special-cpfs";
import { creditSettings } from "../settings";
import { maintenanceWindowEnd, type PipelineFacts } from "./next-transition";

/**
 * Everything the pipeline's rules need about one operation, read from the database (the registry of the
 * sandbox stands for the employer's and the FGTS body's systems). Reads through `tx` (the claiming transaction).
 */
export async function loadPipelineFacts(tx: Prisma.TransactionClient, note: CreditNote, now: Date): Promise<PipelineFacts> {
  const [product, person, account, uploads, signers] = await Promise.all([
    tx.creditProduct.findUniqueOrThrow({ where: { id: note.productId }, select: { calculationModel: true } }),
    tx.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { registrationNumber: true } }),
    tx.creditBankAccount.findUnique({ where: { id: note.bankAccountId }, select: { holderRegistrationNumber: true } }),
    tx.creditUpload.findMany({
      where: { OR: [{ creditNoteId: note.id }, { personId: note.personId, creditNoteId: null }] },
      select: { fileType: true, creditNoteId: true },
    }),
    tx.creditNoteSigner.findMany({ where: { creditNoteId: note.id }, select: { status: true } }),
  ]);
  const worker = await tx.creditRegistryWorker.findUnique({ where: { registrationNumber: person.registrationNumber } });
  const model = product.calculationModel === "fgts" ? "fgts" : "payroll";
  const today = civilToday(now);
  const status = note.status as OperationStatus;
  const inWarranty = status === "Warranty";

  const facts: PipelineFacts = {
    status,
    model,
    cancelRequested: note.cancelRequestedAt ? { message: note.cancelReason } : null,
    scenario: worker && (SANDBOX_SCENARIOS as readonly string[]).includes(worker.scenario) ? (worker.scenario as SandboxScenario) : null,
    currentCompetence: `${today.slice(0, 7)}-01`,
    fgtsMaintenanceUntil: model === "fgts" ? maintenanceWindowEnd(now, creditSettings.fgtsMaintenanceWindow()) : null,
    hasSignedContract: uploads.some((upload) => upload.creditNoteId === note.id && upload.fileType === "SignedContract"),
    signers: { total: signers.length, signed: signers.filter((signer) => signer.status === "Signed").length },
    accountHolderIsBorrower: account?.holderRegistrationNumber === person.registrationNumber,
  };
  if (!inWarranty) return facts;

  const plan = note.plan as unknown as AmortizationPlan | null;
  if (model === "payroll") {
    const margin = await findCurrentFreeMargin({ correspondentId: note.correspondentId, registrationNumber: person.registrationNumber, now }, tx);
    const warranty = note.warranty as unknown as WarrantyItem[];
    return {
      ...facts,
      payroll: {
        largestInstallmentInCents: Math.max(0, ...(plan?.installments ?? []).map((installment) => installment.paymentInCents)),
        freeMarginInCents: margin.freeMarginInCents,
        discountStartPeriods: warranty.map((item) => item.registry_DiscountStartPeriod),
      },
    };
  }

  const amortization = note.amortization as unknown as { requestedAmount: number; termInMonths: number; apr: number; startDate: string };
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
      hasConsentTerm: uploads.some((upload) => upload.fileType === "Authorization"),
      birthdayWithdrawalOptIn: worker?.birthdayWithdrawalOptIn ?? false,
    },
  };
}
