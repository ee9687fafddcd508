import type { FileMetadata } from "@/lib/contract/file";
import type { AcceptedFileType } from "@/lib/contract/file-signature";
import type { Prisma } from "@/lib/db/generated/client";

/** Every column but the content: what listings, links and answers need. Never load `content` by accident. */
export const fileMetadataSelect = {
  id: true,
  correspondentId: true,
  fileName: true,
  contentType: true,
  sizeInBytes: true,
  sha256: true,
} as const satisfies Prisma.CreditFileSelect;

export type FileMetadataRow = Prisma.CreditFileGetPayload<{ select: typeof fileMetadataSelect }>;

export function toFileMetadata(row: FileMetadataRow): FileMetadata {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as AcceptedFileType,
    sizeInBytes: row.sizeInBytes,
    sha256: row.sha256,
  };
}
