import type { CreditNote, CreditNoteUploadUpdate } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { uploadColumns } from "../uploads/to-upload-record";
import { loadOwnedCreditNote } from "./load-credit-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/**
 * `PUT /v1/CreditNote/{id}/upload`: attaches documents before submission. Resending a document already in
 * the dossier (same type and file name) would duplicate it (spec, upload rule 3): refused with a 409 naming
 * the item, and nothing of the request is attached.
 */
export async function attachCreditNoteUploads(caller: Caller, id: string, body: CreditNoteUploadUpdate): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  requireActionAllowed("updateCollateral", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts: product.calculationModel === "fgts" });

  const existing = await getPrisma().creditUpload.findMany({ where: { creditNoteId: note.id }, select: { fileType: true, fileName: true } });
  const seen = new Set(existing.map(documentKey));
  const duplicates = body.uploads.flatMap((item, index) => {
    const key = documentKey(item);
    const duplicate = seen.has(key);
    seen.add(key);
    return duplicate ? [{ field: `uploads[${index}].fileName`, message: `documento já anexado (${item.fileType}, ${item.fileName}): não reenvie; anexe só documentos novos` }] : [];
  });
  if (duplicates.length > 0) {
    throw new AppError("ALREADY_EXISTS", { message: "duplicate upload", userMessage: "Documento já anexado à operação: reenviar criaria duplicata no dossiê.", fieldErrors: duplicates });
  }

  const saved = await saveCreditNote(note, {}, (tx) =>
    tx.creditUpload.createMany({
      data: body.uploads.map((item) => ({ ...uploadColumns(item), correspondentId: caller.correspondentId, personId: note.personId, creditNoteId: note.id })),
    }),
  );
  return respondWithCreditNote(saved);
}

function documentKey(item: { fileType: string; fileName: string }): string {
  return `${item.fileType}\u0000${item.fileName.trim().toLowerCase()}`;
}
