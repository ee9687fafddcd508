import type { CreditNote } from "@/lib/contract";
import type { Caller } from "../auth/authenticate-caller";
import { loadOwnedCreditNote } from "./load-credit-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { saveCreditNoteTransition } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/**
 * `POST /v1/CreditNote/{id}/doneWarrantyRevision`: only in `WarrantyRevision` (409 otherwise). The operation
 * does not restart: it goes back to `Warranty`, where the pipeline runs the endorsement check again on its next
 * stage (corrected collateral, new margin query, consent term attached...) and continues from there.
 */
export async function doneWarrantyRevision(caller: Caller, id: string, now = new Date()): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  requireActionAllowed("doneWarrantyRevision", {
    status: note.status,
    deletedAt: note.deletedAt,
    cancelRequestedAt: note.cancelRequestedAt,
    isFgts: product.calculationModel === "fgts",
  });
  const saved = await saveCreditNoteTransition(note, {
    to: "Warranty",
    actor: "Partner",
    reason: "Revisão de garantia concluída pelo parceiro; averbação refeita",
    at: now,
  });
  return respondWithCreditNote(saved);
}
