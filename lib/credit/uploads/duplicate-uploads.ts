import type { UploadItem } from "@/lib/contract/upload";
import { AppError, type FieldError } from "@/lib/http";
import type { LinkedFile } from "./resolve-upload-files";

/** What makes two documents the same: type and file name (spec, upload rule 3), or the same content. */
export interface DocumentIdentity {
  readonly fileType: string;
  readonly fileName: string;
  /** SHA-256 of the linked content; `null`/`undefined` for a metadata-only item. */
  readonly sha256?: string | null;
}

export interface StoredDocument extends DocumentIdentity {
  readonly id: string;
}

/**
 * The items of a request that would duplicate a document of the dossier (`existing`) or an earlier item of the
 * same request, each named at its field: the same type and file name (`uploads[i].fileName`), or the same bytes
 * under any name (`uploads[i].fileId`, naming the earlier document or item). One document is one entry.
 */
export function duplicateUploadErrors(existing: readonly StoredDocument[], items: readonly DocumentIdentity[], path = "uploads"): FieldError[] {
  const byName = new Map<string, string>(existing.map((document) => [nameKey(document), describeStored(document)]));
  const byContent = new Map<string, string>();
  for (const document of existing) if (document.sha256) byContent.set(document.sha256, describeStored(document));

  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    const here = `${path}[${index}]`;
    const key = nameKey(item);
    if (byName.has(key)) {
      errors.push({ field: `${here}.fileName`, message: `documento já anexado (${item.fileType}, ${item.fileName}): não reenvie; anexe só documentos novos` });
    } else {
      byName.set(key, `item ${here}`);
    }
    if (!item.sha256) return;
    const earlier = byContent.get(item.sha256);
    if (earlier !== undefined) {
      errors.push({ field: `${here}.fileId`, message: `mesmo conteúdo (SHA-256) do ${earlier}: é o mesmo documento; anexe cada arquivo uma vez` });
    } else {
      byContent.set(item.sha256, `item ${here}`);
    }
  });
  return errors;
}

/** 409 naming every duplicate, and nothing of the request stored. */
export function requireNoDuplicateUploads(existing: readonly StoredDocument[], items: readonly DocumentIdentity[], path = "uploads"): void {
  const errors = duplicateUploadErrors(existing, items, path);
  if (errors.length === 0) return;
  throw new AppError("ALREADY_EXISTS", {
    message: "duplicate upload",
    userMessage: "Documento repetido: já anexado à operação, ou enviado duas vezes no mesmo pedido; reenviar criaria duplicata no dossiê.",
    fieldErrors: errors,
  });
}

/** The items of a request with the digest of the content each links (resolved by `resolveUploadFiles`). */
export function identitiesOf(items: readonly UploadItem[], files: ReadonlyMap<string, LinkedFile>): DocumentIdentity[] {
  return items.map((item) => ({ fileType: item.fileType, fileName: item.fileName, sha256: item.fileId === undefined ? null : files.get(item.fileId)?.sha256 }));
}

function nameKey(item: DocumentIdentity): string {
  return `${item.fileType}\u0000${item.fileName.trim().toLowerCase()}`;
}

function describeStored(document: StoredDocument): string {
  return `documento já anexado ${document.id} (${document.fileType}, ${document.fileName})`;
}
