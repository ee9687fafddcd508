import type { NaturalPerson, NaturalPersonUploadUpdate } from "@/lib/contract/natural-person";
import { getPrisma } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { identitiesOf, requireNoDuplicateUploads } from "../uploads/duplicate-uploads";
import { listPersonUploads } from "../uploads/list-person-uploads";
import { resolveUploadFiles } from "../uploads/resolve-upload-files";
import { uploadColumns } from "../uploads/to-upload-record";
import { findOwnedPerson } from "./find-owned-person";
import { toNaturalPersonResponse } from "./to-natural-person-response";

/**
 * `PUT /v1/NaturalPerson/{id}/upload`: documents of the person outside any operation, such as the FGTS consent
 * term, which the pipeline accepts on the holder as well as on the operation. The rules of the operation's
 * documents apply: linked files must be the caller's; a document the person already has (same type and file name,
 * or the same content) is a 409 naming the item, and nothing of the request is attached.
 */
export async function attachPersonUploads(caller: Caller, personId: string, body: NaturalPersonUploadUpdate): Promise<NaturalPerson> {
  const person = await findOwnedPerson(caller, personId);
  const files = await resolveUploadFiles(caller, body.uploads);
  const prisma = getPrisma();
  const existing = await prisma.creditUpload.findMany({
    where: { personId: person.id, creditNoteId: null },
    select: { id: true, fileType: true, fileName: true, fileSha256: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  requireNoDuplicateUploads(
    existing.map((document) => ({ ...document, sha256: document.fileSha256 })),
    identitiesOf(body.uploads, files),
  );
  await prisma.creditUpload.createMany({
    data: body.uploads.map((item) => ({ ...uploadColumns(item, files), correspondentId: caller.correspondentId, personId: person.id })),
  });
  logger.info("documentos anexados ao tomador", { personId: person.id, uploads: body.uploads.length });
  const uploads = await listPersonUploads(caller.correspondentId, [person.id]);
  return toNaturalPersonResponse(person, uploads.get(person.id) ?? []);
}
