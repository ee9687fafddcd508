import type { AmortizationPlan, CreditNote, SubmitApprovalQuery } from "@/lib/contract";
import { lacksSubmissionCollateral, MISSING_COLLATERAL_MESSAGE } from "@/lib/contract/operation-requirements";
import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { readStoredAmortization, readStoredPlan, readStoredWarranty, toStoredJson } from "../store/read-credit-note-json";
import { loadOwnedCreditNote } from "./load-credit-note";
import { planForNote } from "./plan-for-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { requireInstallmentWithinMargin } from "./require-installment-within-margin";
import { saveCreditNoteTransition } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/** Where a submitted operation enters the pipeline. */
export const SUBMITTED_STATUS = "ComplianceApproval" as const;

/**
 * FGTS operations that hold birthday withdrawals: submitted (not `Draft`, `Revision` or `Disapproved`, which
 * reserve nothing), neither `Canceled` nor deleted. A cancel still being processed keeps holding them.
 */
const NOT_HOLDING_WITHDRAWALS = ["Draft", "Revision", "Disapproved", "Canceled"] as const;

/**
 * `POST /v1/CreditNote/{id}/submitapproval`: only in `Draft` or `Revision` (409 otherwise). Payroll needs at
 * least one collateral item (400). FGTS: each birthday withdrawal can be anticipated once (annual contract
 * limit, 400): refused when another FGTS operation of the same holder's CPF, under any correspondent, that holds
 * withdrawals (see above) has an installment in a year of this operation's installments (one installment per
 * birthday withdrawal per year). `updateStartDate=true` recomputes the plan from today. The operation moves
 * to `ComplianceApproval` with its history entry (actor Partner) and the pipeline takes it from there.
 */
export async function submitCreditNote(caller: Caller, id: string, query: SubmitApprovalQuery, now = new Date()): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  const isFgts = product.calculationModel === "fgts";
  requireActionAllowed("submitApproval", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts });

  const data: Prisma.CreditNoteUpdateManyMutationInput = {};
  let plan = readStoredPlan(note);
  const person = await getPrisma().creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { registrationNumber: true } });
  if (query.updateStartDate) {
    const recomputed = planForNote(note.id, product, readStoredAmortization(note), { updateStartDate: true, now });
    plan = recomputed.plan;
    data.amortization = toStoredJson(recomputed.amortization);
    data.plan = toStoredJson(recomputed.plan);
    if (!isFgts) await requireInstallmentWithinMargin(caller, person.registrationNumber, plan, now);
  }
  if (lacksSubmissionCollateral(isFgts ? "fgts" : "consignado-privado", readStoredWarranty(note))) {
    throw new AppError("BUSINESS_RULE", {
      message: "payroll submission without collateral",
      userMessage: "Consignado privado: envie ao menos um item de garantia antes de enviar à aprovação.",
      fieldErrors: [{ field: "warranty", message: MISSING_COLLATERAL_MESSAGE }],
    });
  }

  const transition = { to: SUBMITTED_STATUS, actor: "Partner", reason: "Enviada para aprovação pelo parceiro", at: now, data } as const;
  const saved = await saveCreditNoteTransition(note, transition, async (tx) => {
    if (isFgts) await requireWithinAnnualLimit(tx, note.id, person.registrationNumber, plan);
  });
  logger.info("operação enviada para aprovação", { creditNoteId: note.id, status: saved.status });
  return respondWithCreditNote(saved);
}

function withdrawalYears(plan: AmortizationPlan | null): Set<string> {
  return new Set((plan?.installments ?? []).map((installment) => installment.dueDate.slice(0, 4)));
}

async function requireWithinAnnualLimit(tx: Prisma.TransactionClient, noteId: string, registrationNumber: string, plan: AmortizationPlan | null) {
  // Serializes submissions of the same holder, so two concurrent ones cannot both pass the check.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`fgts-annual-limit:${registrationNumber}`}))`;
  const persons = await tx.creditNaturalPerson.findMany({ where: { registrationNumber }, select: { id: true } });
  const fgtsProducts = await tx.creditProduct.findMany({ where: { calculationModel: "fgts" }, select: { id: true } });
  const others = await tx.creditNote.findMany({
    where: {
      id: { not: noteId },
      personId: { in: persons.map((person) => person.id) },
      deletedAt: null,
      status: { notIn: [...NOT_HOLDING_WITHDRAWALS] },
      productId: { in: fgtsProducts.map((product) => product.id) },
    },
    select: { id: true, plan: true },
  });
  const years = withdrawalYears(plan);
  for (const other of others) {
    const overlap = [...withdrawalYears(readStoredPlan(other))].filter((year) => years.has(year)).sort();
    if (overlap.length === 0) continue;
    throw new AppError("BUSINESS_RULE", {
      message: "FGTS annual contract limit",
      userMessage: "Limite anual de contratação FGTS: o titular já tem operação que antecipa o mesmo saque-aniversário.",
      fieldErrors: [
        {
          field: "amortization.startDate",
          message: `o saque-aniversário de ${overlap.join(", ")} já está antecipado por outra operação do titular; cada saque pode ser antecipado uma vez (cancele a outra ou aguarde o status Canceled)`,
        },
      ],
    });
  }
}
