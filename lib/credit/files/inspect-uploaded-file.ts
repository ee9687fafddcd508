import {
  ACCEPTED_FILE_TYPES_TEXT,
  type AcceptedFileType,
  FILE_TYPE_LABELS,
  MAX_FILE_BYTES,
  MAX_FILE_SIZE_TEXT,
  recognizeFileType,
} from "@/lib/contract/file-signature";
import type { FieldError } from "@/lib/http";
import { chooseFileName } from "./choose-file-name";

export interface UploadedFile {
  readonly bytes: Uint8Array;
  /** The `file` part's own Content-Type (a claim). */
  readonly declaredType: string;
  /** The `file` part's own file name (a claim). */
  readonly partName: string;
  /** The optional `fileName` part. */
  readonly fileName?: string;
}

export type FileInspection =
  | { ok: true; contentType: AcceptedFileType; fileName: string }
  | { ok: false; status: 400 | 413 | 415; error: FieldError };

/** Declared types that claim nothing (curl's default, an unknown type in the browser). */
const UNDECLARED = new Set(["", "application/octet-stream", "binary/octet-stream"]);

/** Declared types that name an accepted type under another spelling. */
const ALIASES: Readonly<Record<string, AcceptedFileType>> = {
  "application/pdf": "application/pdf",
  "application/x-pdf": "application/pdf",
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/png": "image/png",
  "image/x-png": "image/png",
};

/**
 * Whether a sent file is accepted, and as what: the bytes decide the type (DESIGN §3); the part's declared
 * Content-Type and the name's extension are claims that, when they contradict the bytes, refuse the upload:
 * empty → 400, over the limit → 413, not PDF/JPEG/PNG or a contradicting Content-Type → 415, a contradicting
 * extension → 400 naming the part that carried it.
 */
export function inspectUploadedFile(file: UploadedFile): FileInspection {
  if (file.bytes.byteLength === 0) return refuse(400, "file", `arquivo vazio: envie ${ACCEPTED_FILE_TYPES_TEXT}`);
  if (file.bytes.byteLength > MAX_FILE_BYTES) return refuse(413, "file", `envie um arquivo de até ${MAX_FILE_SIZE_TEXT}`);

  const contentType = recognizeFileType(file.bytes);
  if (contentType === undefined) {
    return refuse(415, "file", `conteúdo não reconhecido: envie ${ACCEPTED_FILE_TYPES_TEXT} (o tipo é lido dos bytes, não do nome nem do Content-Type)`);
  }

  const declared = file.declaredType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!UNDECLARED.has(declared) && ALIASES[declared] !== contentType) {
    return refuse(
      415,
      "file",
      `o Content-Type declarado (${declared.slice(0, 80)}) não corresponde ao conteúdo, que é ${FILE_TYPE_LABELS[contentType]}: declare ${contentType} ou application/octet-stream`,
    );
  }

  const name = chooseFileName(contentType, { fileName: file.fileName, partName: file.partName });
  if (!name.ok) return { ok: false, status: 400, error: name.error };
  return { ok: true, contentType, fileName: name.fileName };
}

function refuse(status: 400 | 413 | 415, field: string, message: string): FileInspection {
  return { ok: false, status, error: { field, message } };
}
