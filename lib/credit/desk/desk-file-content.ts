import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { fileMetadataSelect } from "../files/file-metadata";
import type { FileContentRow } from "../files/get-file-content";

/**
 * `GET /desk-api/credit-notes/{id}/files/{fileId}`: a document's content for the desk, when the file is linked to
 * one of the operation's documents or to one of its borrower's; 404 otherwise, whether or not the file exists
 * (the desk reads any partner's dossier, never a file outside one).
 */
export async function getDeskFileContent(creditNoteId: string, fileId: string): Promise<FileContentRow> {
  const prisma = getPrisma();
  const note = await prisma.creditNote.findUnique({ where: { id: creditNoteId }, select: { personId: true, deletedAt: true } });
  const linked =
    note && !note.deletedAt
      ? await prisma.creditUpload.findFirst({
          where: { fileId, OR: [{ creditNoteId }, { personId: note.personId, creditNoteId: null }] },
          select: { id: true },
        })
      : null;
  if (!linked) throw new AppError("NOT_FOUND", { message: "file not in the dossier", userMessage: "Documento inexistente no dossiê desta operação." });
  return prisma.creditFile.findUniqueOrThrow({ where: { id: fileId }, select: { ...fileMetadataSelect, content: true } });
}
