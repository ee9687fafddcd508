import type { CreditNote } from "@/lib/contract";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { loadOwnedCreditNote } from "./load-credit-note";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/** `POST /v1/CreditNote/{id}/restore`: undoes a logical deletion; the operation keeps the status it had. */
export async function restoreCreditNote(caller: Caller, id: string): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  if (note.deletedAt === null) {
    throw new AppError("CONFLICT_STATUS", { message: "restore of a credit note not deleted", userMessage: "A operação não está excluída: não há o que restaurar." });
  }
  return respondWithCreditNote(await saveCreditNote(note, { deletedAt: null }));
}
