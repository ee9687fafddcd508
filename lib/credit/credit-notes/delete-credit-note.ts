import type { CreditNote } from "@/lib/contract";
import type { Caller } from "../auth/authenticate-caller";
import { loadOwnedCreditNote } from "./load-credit-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/**
 * `DELETE /v1/CreditNote/{id}`: logical deletion (restore undoes it), only in Draft, Revision, Disapproved or
 * Canceled; 409 otherwise, 400 for FGTS as the spec states. The status is kept.
 */
export async function deleteCreditNote(caller: Caller, id: string, now = new Date()): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  requireActionAllowed("delete", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts: product.calculationModel === "fgts" });
  return respondWithCreditNote(await saveCreditNote(note, { deletedAt: now }));
}
