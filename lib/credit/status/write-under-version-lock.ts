import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";

const CHANGED_MESSAGE = "A operação mudou enquanto esta requisição era processada; consulte o status e repita.";

/** The operation changed between its read and this write (409): the caller reads it again, the pipeline skips it. */
export class CreditNoteChangedError extends AppError {
  constructor(userMessage = CHANGED_MESSAGE) {
    super("CONFLICT_STATUS", { message: "credit note changed concurrently", userMessage });
  }
}

/**
 * Writes a change to an operation read earlier, only if nobody changed it meanwhile (optimistic lock on
 * `version`, bumped by every write): a pipeline transition or another request in between makes this a
 * `CreditNoteChangedError`, never a lost update. The one implementation of the lock: saves and transitions use it.
 */
export async function writeUnderVersionLock(
  tx: Prisma.TransactionClient,
  note: { readonly id: string; readonly version: number },
  data: Prisma.CreditNoteUpdateManyMutationInput,
  conflictMessage?: string,
): Promise<void> {
  const { count } = await tx.creditNote.updateMany({ where: { id: note.id, version: note.version }, data: { ...data, version: { increment: 1 } } });
  if (count === 0) throw new CreditNoteChangedError(conflictMessage);
}
