import type { CreditNote, Prisma } from "@/lib/db/generated/client";
import { formatCreditNoteNo } from "../credit-notes/credit-note-number";
import { readStoredPlan, readStoredWarranty } from "../store/read-credit-note-json";
import { SANDBOX_CREDITOR } from "../sandbox/creditor";
import { buildInstrument, type Instrument } from "./instrument";

type Db = Pick<Prisma.TransactionClient, "creditProduct" | "creditNaturalPerson" | "creditBankAccount" | "creditCorrespondent">;

/** The instrument of an operation as the API holds it now: its plan, collateral, account and parties. */
export async function loadInstrument(db: Db, note: CreditNote): Promise<Instrument> {
  const [product, person, account, correspondent] = await Promise.all([
    db.creditProduct.findUniqueOrThrow({ where: { id: note.productId }, select: { id: true, name: true, calculationModel: true } }),
    db.creditNaturalPerson.findUniqueOrThrow({ where: { id: note.personId }, select: { name: true, registrationNumber: true } }),
    db.creditBankAccount.findUniqueOrThrow({ where: { id: note.bankAccountId } }),
    db.creditCorrespondent.findUniqueOrThrow({ where: { id: note.correspondentId }, select: { name: true, registrationNumber: true } }),
  ]);
  const plan = readStoredPlan(note);
  if (!plan) throw new Error(`credit note ${note.id}: no plan to sign`);
  return buildInstrument({
    operationId: note.id,
    creditNoteNo: formatCreditNoteNo(note.number),
    emissionDate: note.emissionDate,
    creditor: SANDBOX_CREDITOR,
    correspondent: correspondent,
    borrower: person,
    product,
    plan,
    warranty: readStoredWarranty(note),
    account,
  });
}
