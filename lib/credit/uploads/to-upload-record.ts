import type { FileType } from "@/lib/contract/enums";
import type { AcceptedFileType } from "@/lib/contract/file-signature";
import type { UploadItem, UploadRecord } from "@/lib/contract/upload";
import type { CreditUpload } from "@/lib/db/generated/client";
import { fromUtcDateTime, toUtcDateTime } from "../dates";
import type { LinkedFile } from "./resolve-upload-files";

/** A stored document as responses list it (`UploadRecord`); a linked file adds its id, digest, type and size. */
export function toUploadRecord(row: CreditUpload): UploadRecord {
  return {
    id: row.id,
    fileType: row.fileType as FileType,
    fileName: row.fileName,
    ...(row.displayName !== null && { displayName: row.displayName }),
    ...(row.documentDate !== null && { documentDate: toUtcDateTime(row.documentDate) }),
    ...(row.fileId !== null && {
      fileId: row.fileId,
      ...(row.fileSha256 !== null && { sha256: row.fileSha256 }),
      ...(row.fileContentType !== null && { contentType: row.fileContentType as AcceptedFileType }),
      ...(row.fileSizeInBytes !== null && { sizeInBytes: row.fileSizeInBytes }),
    }),
    ...(row.creditNoteId !== null && { creditNoteId: row.creditNoteId }),
    createdAt: toUtcDateTime(row.createdAt),
  };
}

/**
 * The columns of an upload item as sent in a body (`uploads[]`), for `createMany`; with the file it links
 * (resolved and owned: `resolveUploadFiles`), its copy of the file's digest, type and size.
 */
export function uploadColumns(item: UploadItem, files: ReadonlyMap<string, LinkedFile> = new Map()) {
  const file = item.fileId === undefined ? undefined : files.get(item.fileId);
  if (item.fileId !== undefined && file === undefined) throw new Error(`file ${item.fileId} was not resolved before storing the upload`);
  return {
    fileType: item.fileType,
    fileName: item.fileName,
    displayName: item.displayName ?? null,
    documentDate: item.documentDate === undefined ? null : fromUtcDateTime(item.documentDate),
    fileId: file?.id ?? null,
    fileSha256: file?.sha256 ?? null,
    fileContentType: file?.contentType ?? null,
    fileSizeInBytes: file?.sizeInBytes ?? null,
  };
}
