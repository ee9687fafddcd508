import type { DeskDossier } from "@/lib/contract/desk-api";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { creditNoteWithRelations } from "../credit-notes/load-credit-note";
import { toCreditNoteResponse } from "../credit-notes/to-credit-note-response";
import { toUploadRecord } from "../uploads/to-upload-record";
import { applicableDeskDecisions } from "./desk-rules";
import { loadPartnerNames, loadProductRefs } from "./desk-references";

const uploadOrder = [{ createdAt: "asc" as const }, { id: "asc" as const }];

/**
 * `GET /desk-api/credit-notes/{id}`: the operation as `GET /v1/CreditNote/{id}` shows it (plan, collateral,
 * documents, history with reasons), plus what the desk needs beside it: the partner, the product, the borrower
 * (name and CPF, to handle a manual stage), the borrower's own documents (the FGTS consent term may be there)
 * and the decisions that apply now. Any partner's operation; a logically deleted one is 404.
 */
export async function getDeskDossier(id: string): Promise<DeskDossier> {
  const prisma = getPrisma();
  const note = await prisma.creditNote.findUnique({ where: { id }, ...creditNoteWithRelations });
  if (!note || note.deletedAt) throw new AppError("NOT_FOUND", { message: "credit note not found", userMessage: "Operação inexistente." });
  const [uploads, person, partners, products] = await Promise.all([
    prisma.creditUpload.findMany({ where: { creditNoteId: id }, orderBy: uploadOrder }),
    prisma.creditNaturalPerson.findUnique({ where: { id: note.personId }, select: { name: true, registrationNumber: true } }),
    loadPartnerNames([note.correspondentId]),
    loadProductRefs([note.productId]),
  ]);
  const borrowerUploads = await prisma.creditUpload.findMany({ where: { personId: note.personId, creditNoteId: null }, orderBy: uploadOrder });
  return {
    ...toCreditNoteResponse(note, uploads),
    correspondent: { id: note.correspondentId, name: partners.get(note.correspondentId) ?? "—" },
    product: products.get(note.productId) ?? { id: note.productId, name: "—", module: "consignado-privado" },
    borrower: { name: person?.name ?? "—", registrationNumber: person?.registrationNumber ?? "", uploads: borrowerUploads.map(toUploadRecord) },
    decisions: applicableDeskDecisions(note.status, note.cancelRequestedAt !== null),
  };
}
