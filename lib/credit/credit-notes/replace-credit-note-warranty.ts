import type { CreditNote, CreditNoteWarrantyUpdate } from "@/lib/contract";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { loadOwnedCreditNote } from "./load-credit-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";
import { toStoredJson } from "../store/read-credit-note-json";

/**
 * `PUT /v1/CreditNote/{id}/warranty`: replaces the collateral list of a payroll operation (values in reais
 * stay in reais). FGTS has no collateral type: 400. Same statuses as the PUT of the operation.
 */
export async function replaceCreditNoteWarranty(caller: Caller, id: string, body: CreditNoteWarrantyUpdate): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  if (product.calculationModel === "fgts") {
    throw new AppError("BUSINESS_RULE", {
      message: "warranty on an FGTS operation",
      userMessage: "A antecipação FGTS não tem garantia: PUT /warranty não se aplica (a garantia é o saldo do FGTS, averbado no pipeline).",
    });
  }
  requireActionAllowed("updateCollateral", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts: false });
  const saved = await saveCreditNote(note, { warranty: toStoredJson(body.warranty) });
  return respondWithCreditNote(saved);
}
