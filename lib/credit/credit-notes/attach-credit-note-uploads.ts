import type { CreditNote, CreditNoteUploadUpdate } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { Caller } from "../auth/authenticate-caller";
import { identitiesOf, requireNoDuplicateUploads } from "../uploads/duplicate-uploads";
import { resolveUploadFiles } from "../uploads/resolve-upload-files";
import { uploadColumns } from "../uploads/to-upload-record";
import { loadOwnedCreditNote } from "./load-credit-note";
import { productOfNote } from "./product-of-note";
import { requireActionAllowed } from "./require-action-allowed";
import { saveCreditNote } from "./save-credit-note";
import { respondWithCreditNote } from "./to-credit-note-response";

/**
 * `PUT /v1/CreditNote/{id}/upload`: attaches documents before submission. Resending a document already in
 * the dossier (same type and file name, or the same content under any name) would duplicate it (spec, upload
 * rule 3; DESIGN §3): refused with a 409 naming the item, and nothing of the request is attached. Items that
 * link content (`fileId`) must name the caller's own files.
 */
export async function attachCreditNoteUploads(caller: Caller, id: string, body: CreditNoteUploadUpdate): Promise<CreditNote> {
  const note = await loadOwnedCreditNote(caller, id);
  const product = await productOfNote(note);
  requireActionAllowed("updateCollateral", { status: note.status, deletedAt: note.deletedAt, cancelRequestedAt: note.cancelRequestedAt, isFgts: product.calculationModel === "fgts" });
  const files = await resolveUploadFiles(caller, body.uploads);

  const existing = await getPrisma().creditUpload.findMany({
    where: { creditNoteId: note.id },
    select: { id: true, fileType: true, fileName: true, fileSha256: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  requireNoDuplicateUploads(
    existing.map((document) => ({ ...document, sha256: document.fileSha256 })),
    identitiesOf(body.uploads, files),
  );

  const saved = await saveCreditNote(note, {}, (tx) =>
    tx.creditUpload.createMany({
      data: body.uploads.map((item) => ({ ...uploadColumns(item, files), correspondentId: caller.correspondentId, personId: note.personId, creditNoteId: note.id })),
    }),
  );
  return respondWithCreditNote(saved);
}
