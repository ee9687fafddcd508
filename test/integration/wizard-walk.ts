/**
 * The payroll wizard walked through its server actions over HTTP, as the browser posts them, for a borrower the
 * branch has never registered: start, look up, register, select, authorization (made due at once in the database),
 * margin, offer, proposal, creation, documents, submission. Every call goes to `baseUrl` (a portal or a front of
 * several instances); the database is read only to make the sandbox worker's answer due and to follow the draft.
 */
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { brasiliaToday } from "@/lib/portal/format/dates";
import { linkKey } from "@/lib/portal/origination/margin-links";
import { callServerAction, serverAction } from "./server-actions";

const ORIGINATION = "lib/portal/origination/actions.ts";
const BORROWERS = "lib/portal/borrowers/actions.ts";

/** The offers step's form: the largest amount at 24 or 36 months, at the lowest rate. */
export const OFFERS_FORM = { valueMode: "Maximum" as const, value: null, terms: [24, 36], rateMode: "MinimumRate" as const };

/** The proposal step's form for a payroll operation, with a number of its own. */
export function proposalForm(numberPrefix: string) {
  return {
    expirationDay: brasiliaToday(),
    proposalNumber: `${numberPrefix}-${randomUUID().slice(0, 6)}`,
    contacts: [{ type: "Cellphone", contact: "11987654321" }],
    withReinforcement: false,
    fgtsBalanceInCents: null,
    fgtsRescissionPenaltyInCents: null,
    rescissionBenefitPercentage: null,
  };
}

/** Posts one action; anything but `{ ok: true }` fails the walk with what the portal answered. */
export async function act<T = unknown>(target: { baseUrl: string; cookie: string }, file: string, name: string, args: unknown): Promise<T> {
  const answer = await callServerAction(serverAction(file, name), [args], { baseUrl: target.baseUrl, cookie: target.cookie, timeoutMs: 30_000 });
  if (!answer.result?.ok) throw new Error(`${name}: HTTP ${answer.status} ${answer.result?.message ?? answer.text.slice(0, 300)}`);
  return answer.result.data as T;
}

interface DraftRow {
  readonly data: { margin?: unknown; simulation?: { firstPaymentDate: string } };
  readonly creditNoteId: string | null;
}

async function draftOf(prisma: PrismaClient, draftId: string): Promise<DraftRow> {
  return (await prisma.portalOriginationDraft.findUniqueOrThrow({ where: { id: draftId }, select: { data: true, creditNoteId: true } })) as unknown as DraftRow;
}

/** Walks a new payroll operation of `worker` to submission; answers the operation's id. */
export async function walkPayrollWizard(target: { baseUrl: string; cookie: string }, prisma: PrismaClient, worker: SandboxRegistryWorker): Promise<string> {
  const cpf = worker.registrationNumber;
  const { id: draftId } = await act<{ id: string }>(target, ORIGINATION, "startDraftAction", { product: "payroll" });
  if ((await act(target, ORIGINATION, "findBorrowerAction", { registrationNumber: cpf })) != null) throw new Error("the borrower is already registered");
  const borrower = await act<{ personId: string; bankAccountId: string }>(target, BORROWERS, "registerBorrowerAction", {
    form: { registrationNumber: cpf, name: worker.name, birthDate: "1985-03-10", account: { bankCode: "001", agency: "1234", accountNumber: "56789", accountDigit: "0", accountType: "Checking" } },
    formKey: randomUUID(),
  });
  await act(target, ORIGINATION, "selectBorrowerAction", { draftId, personId: borrower.personId, bankAccountId: borrower.bankAccountId });
  await act(target, ORIGINATION, "requestAuthorizationAction", { draftId, formKey: randomUUID() });
  // The sandbox worker confirms on the channel a few seconds later: due now.
  await prisma.creditMarginAuthorization.updateMany({ where: { registrationNumber: cpf, status: "Pending" }, data: { decisionDueAt: new Date(Date.now() - 1_000) } });
  const confirmed = await act<{ status: string }>(target, ORIGINATION, "confirmAuthorizationAction", { draftId });
  if (confirmed.status !== "Approved") throw new Error(`authorization ${confirmed.status}`);
  // A single employment link is queried and chosen as the authorization passes; otherwise the step asks.
  if (!(await draftOf(prisma, draftId)).data.margin) {
    const margin = await act<Parameters<typeof linkKey>[0]>(target, ORIGINATION, "queryMarginAction", { draftId });
    await act(target, ORIGINATION, "selectMarginAction", { draftId, link: linkKey(margin) });
  }
  await act(target, ORIGINATION, "chooseOfferAction", { draftId, form: OFFERS_FORM, numberOfPayments: 24 });
  await act(target, ORIGINATION, "sendProposalAction", { draftId, form: proposalForm("PX-INST") });
  const firstPayment = (await draftOf(prisma, draftId)).data.simulation?.firstPaymentDate;
  if (!firstPayment) throw new Error("no simulation recorded");
  await act(target, ORIGINATION, "createOperationAction", { draftId, product: "payroll", form: { warrantyType: "RegistryEmployee", discountStartPeriod: `${firstPayment.slice(0, 7)}-01` } });
  await act(target, ORIGINATION, "confirmDocumentsAction", { draftId });
  await act(target, ORIGINATION, "submitOperationAction", { draftId, acknowledged: true });
  const operationId = (await draftOf(prisma, draftId)).creditNoteId;
  if (!operationId) throw new Error("the draft holds no operation");
  return operationId;
}
