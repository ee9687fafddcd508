import type { NaturalPerson, NaturalPersonUploadUpdate } from "@/lib/contract/natural-person";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { listPersonUploads } from "../uploads/list-person-uploads";
import { uploadColumns } from "../uploads/to-upload-record";
import { findOwnedPerson } from "./find-owned-person";
import { toNaturalPersonResponse } from "./to-natural-person-response";

/**
 * `PUT /v1/NaturalPerson/{id}/upload`: documents of the person outside any operation, such as the FGTS consent
 * term, which the pipeline accepts on the holder as well as on the operation. A document the person already has
 * (same type and file name) is refused with a 409 naming the item, and nothing of the request is attached.
 */
export async function attachPersonUploads(caller: Caller, personId: string, body: NaturalPersonUploadUpdate): Promise<NaturalPerson> {
  const person = await findOwnedPerson(caller, personId);
  const prisma = getPrisma();
  const existing = await prisma.creditUpload.findMany({
    where: { personId: person.id, creditNoteId: null },
    select: { fileType: true, fileName: true },
  });
  const seen = new Set(existing.map(documentKey));
  const duplicates = body.uploads.flatMap((item, index) => {
    const key = documentKey(item);
    const duplicate = seen.has(key);
    seen.add(key);
    return duplicate ? [{ field: `uploads[${index}].fileName`, message: `documento já anexado à pessoa (${item.fileType}, ${item.fileName}): não reenvie` }] : [];
  });
  if (duplicates.length > 0) {
    throw new AppError("ALREADY_EXISTS", { message: "duplicate person upload", userMessage: "Documento já anexado à pessoa.", fieldErrors: duplicates });
  }
  await prisma.creditUpload.createMany({
    data: body.uploads.map((item) => ({ ...uploadColumns(item), correspondentId: caller.correspondentId, personId: person.id })),
  });
  logger.info("documentos anexados ao tomador", { personId: person.id, uploads: body.uploads.length });
  const uploads = await listPersonUploads(caller.correspondentId, [person.id]);
  return toNaturalPersonResponse(person, uploads.get(person.id) ?? []);
}

function documentKey(item: { fileType: string; fileName: string }): string {
  return `${item.fileType}\u0000${item.fileName.trim().toLowerCase()}`;
}
