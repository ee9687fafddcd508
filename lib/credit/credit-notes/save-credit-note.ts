import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { writeUnderVersionLock } from "../status/write-under-version-lock";
import { transitionCreditNote, type CreditNoteTransition } from "../status/transition-credit-note";
import { creditNoteWithRelations, type CreditNoteRow } from "./load-credit-note";

type Transaction = Prisma.TransactionClient;

/**
 * Writes a change to an operation read earlier, only if nobody changed it meanwhile (optimistic lock on
 * `version`): a pipeline transition or another request in between makes this a 409, never a lost update.
 * `alsoInTransaction` runs in the same transaction (documents, history).
 */
export async function saveCreditNote(
  note: CreditNoteRow,
  data: Prisma.CreditNoteUpdateManyMutationInput,
  alsoInTransaction?: (tx: Transaction) => Promise<unknown>,
): Promise<CreditNoteRow> {
  return getPrisma().$transaction(async (tx) => {
    await writeUnderVersionLock(tx, note, data);
    await alsoInTransaction?.(tx);
    return tx.creditNote.findUniqueOrThrow({ where: { id: note.id }, ...creditNoteWithRelations });
  });
}

/** A partner action's status change (`transitionCreditNote`), then `alsoInTransaction`; answers the operation as saved. */
export async function saveCreditNoteTransition(
  note: CreditNoteRow,
  transition: CreditNoteTransition,
  alsoInTransaction?: (tx: Transaction) => Promise<unknown>,
): Promise<CreditNoteRow> {
  return getPrisma().$transaction(async (tx) => {
    await transitionCreditNote(tx, note, transition);
    await alsoInTransaction?.(tx);
    return tx.creditNote.findUniqueOrThrow({ where: { id: note.id }, ...creditNoteWithRelations });
  });
}
