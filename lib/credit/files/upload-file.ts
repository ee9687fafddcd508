import { createHash } from "node:crypto";
import type { FileMetadata, FileUploadForm } from "@/lib/contract/file";
import { getPrisma } from "@/lib/db/client";
import { AppError, type AppErrorCode } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import type { Caller } from "../auth/authenticate-caller";
import { fileMetadataSelect, toFileMetadata } from "./file-metadata";
import { inspectUploadedFile } from "./inspect-uploaded-file";

export interface UploadFileOptions {
  caller: Caller;
  form: FileUploadForm;
}

const ERROR_CODE_BY_STATUS = { 400: "VALIDATION", 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE" } as const satisfies Record<number, AppErrorCode>;

const USER_MESSAGE_BY_STATUS = {
  400: "Arquivo recusado; veja o motivo em errors.",
  413: "Arquivo grande demais; veja o limite em errors.",
  415: "Tipo de arquivo não aceito; veja o motivo em errors.",
} as const;

/**
 * `POST /v1/File`: stores a document's content for the caller's correspondent, after `inspectUploadedFile`
 * accepted it. Idempotent by content: the same bytes from the same correspondent are one file (unique on
 * correspondent + SHA-256; the first name is kept), so a retry or a double click never stores a copy, and two
 * instances racing on the same bytes agree on one row.
 */
export async function uploadFile({ caller, form }: UploadFileOptions): Promise<FileMetadata> {
  const bytes = new Uint8Array(await form.file.arrayBuffer());
  const inspection = inspectUploadedFile({ bytes, declaredType: form.file.type, partName: form.file.name, fileName: form.fileName });
  if (!inspection.ok) {
    throw new AppError(ERROR_CODE_BY_STATUS[inspection.status], {
      message: `file refused (${inspection.status}, ${inspection.error.field})`,
      userMessage: USER_MESSAGE_BY_STATUS[inspection.status],
      fieldErrors: [inspection.error],
    });
  }

  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const prisma = getPrisma();
  const { count } = await prisma.creditFile.createMany({
    data: [{ correspondentId: caller.correspondentId, sha256, contentType: inspection.contentType, sizeInBytes: bytes.byteLength, fileName: inspection.fileName, content: bytes }],
    skipDuplicates: true,
  });
  const row = await prisma.creditFile.findUniqueOrThrow({
    where: { correspondentId_sha256: { correspondentId: caller.correspondentId, sha256 } },
    select: fileMetadataSelect,
  });
  // No file name in the log: names often carry the borrower's name.
  logger.info(count === 1 ? "arquivo guardado" : "arquivo já guardado: mesmo conteúdo", {
    fileId: row.id,
    correspondentId: caller.correspondentId,
    contentType: row.contentType,
    sizeInBytes: row.sizeInBytes,
  });
  return toFileMetadata(row);
}
