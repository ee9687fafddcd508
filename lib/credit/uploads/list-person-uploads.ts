import { getPrisma } from "@/lib/db/client";
import type { CreditUpload } from "@/lib/db/generated/client";

/**
 * The documents of each person: those attached to the person and those attached to the person's operations
 * (the FGTS consent term may come either way). One query for a whole page of persons.
 */
export async function listPersonUploads(correspondentId: string, personIds: readonly string[]): Promise<Map<string, CreditUpload[]>> {
  const byPerson = new Map<string, CreditUpload[]>(personIds.map((id) => [id, []]));
  if (personIds.length === 0) return byPerson;

  const prisma = getPrisma();
  const notes = await prisma.creditNote.findMany({
    where: { correspondentId, personId: { in: [...personIds] } },
    select: { id: true, personId: true },
  });
  const personOfNote = new Map(notes.map((note) => [note.id, note.personId]));
  const uploads = await prisma.creditUpload.findMany({
    where: {
      correspondentId,
      OR: [{ personId: { in: [...personIds] } }, ...(notes.length > 0 ? [{ creditNoteId: { in: [...personOfNote.keys()] } }] : [])],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  for (const upload of uploads) {
    const owner = upload.personId ?? (upload.creditNoteId === null ? undefined : personOfNote.get(upload.creditNoteId));
    if (owner !== undefined) byPerson.get(owner)?.push(upload);
  }
  return byPerson;
}
