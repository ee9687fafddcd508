import type { FileType } from "@/lib/contract/enums";
import type { UploadItem, UploadRecord } from "@/lib/contract/upload";
import type { CreditUpload } from "@/lib/db/generated/client";
import { fromUtcDateTime, toUtcDateTime } from "../dates";

/** A stored document as responses list it (`UploadRecord`). */
export function toUploadRecord(row: CreditUpload): UploadRecord {
  return {
    id: row.id,
    fileType: row.fileType as FileType,
    fileName: row.fileName,
    ...(row.displayName !== null && { displayName: row.displayName }),
    ...(row.documentDate !== null && { documentDate: toUtcDateTime(row.documentDate) }),
    ...(row.creditNoteId !== null && { creditNoteId: row.creditNoteId }),
    createdAt: toUtcDateTime(row.createdAt),
  };
}

/** The columns of an upload item as sent in a body (`uploads[]`), for `createMany`. */
export function uploadColumns(item: UploadItem) {
  return {
    fileType: item.fileType,
    fileName: item.fileName,
    displayName: item.displayName ?? null,
    documentDate: item.documentDate === undefined ? null : fromUtcDateTime(item.documentDate),
  };
}
