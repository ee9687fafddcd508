import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
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
    const { count } = await tx.creditNote.updateMany({
      where: { id: note.id, version: note.version },
      data: { ...data, version: { increment: 1 } },
    });
    if (count === 0) {
      throw new AppError("CONFLICT_STATUS", {
        message: "credit note changed concurrently",
        userMessage: "A operação mudou enquanto esta requisição era processada; consulte o status e repita.",
      });
    }
    await alsoInTransaction?.(tx);
    return tx.creditNote.findUniqueOrThrow({ where: { id: note.id }, ...creditNoteWithRelations });
  });
}
