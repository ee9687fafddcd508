import type { UploadItem } from "@/lib/contract/upload";
import { getPrisma } from "@/lib/db/client";
import { AppError, type FieldError } from "@/lib/http";
import { OWNED_RESOURCES } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";

/** What an upload keeps of the file it links. */
export interface LinkedFile {
  readonly id: string;
  readonly sha256: string;
  readonly contentType: string;
  readonly sizeInBytes: number;
}

/**
 * The files that upload items link by `fileId`, keyed by id. Each must exist (404) and belong to the caller's
 * correspondent (403), like every record the API links; the refusal names each offending item
 * (`uploads[2].fileId`). Metadata only: the content is never read here.
 */
export async function resolveUploadFiles(caller: Caller, items: readonly Pick<UploadItem, "fileId">[], path = "uploads"): Promise<Map<string, LinkedFile>> {
  const ids = [...new Set(items.flatMap((item) => (item.fileId === undefined ? [] : [item.fileId])))];
  if (ids.length === 0) return new Map();
  const rows = await getPrisma().creditFile.findMany({
    where: { id: { in: ids } },
    select: { id: true, correspondentId: true, sha256: true, contentType: true, sizeInBytes: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));

  const missing: FieldError[] = [];
  const foreign: FieldError[] = [];
  items.forEach((item, index) => {
    if (item.fileId === undefined) return;
    const field = `${path}[${index}].fileId`;
    const row = byId.get(item.fileId);
    if (row === undefined) missing.push({ field, message: "arquivo inexistente: informe o id devolvido por POST /v1/File" });
    else if (row.correspondentId !== caller.correspondentId) foreign.push({ field, message: "arquivo de outro correspondente: envie-o por POST /v1/File com o seu token" });
  });
  if (missing.length > 0) {
    throw new AppError("NOT_FOUND", { message: "upload links an unknown file", userMessage: OWNED_RESOURCES.file.notFound, fieldErrors: missing });
  }
  if (foreign.length > 0) {
    throw new AppError("FORBIDDEN", { message: "upload links another correspondent's file", userMessage: OWNED_RESOURCES.file.forbidden, fieldErrors: foreign });
  }
  return new Map(rows.map(({ correspondentId: _owner, ...file }) => [file.id, file]));
}
