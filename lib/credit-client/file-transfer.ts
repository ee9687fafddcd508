/**
 * What the client adds for document content (DESIGN §3): the multipart body of `POST /v1/File`, built from a
 * Blob or bytes and refused before sending when over the contract's limit, and the reading of
 * `GET /v1/File/{id}`'s binary answer, checked against the contract (type, size, SHA-256 = ETag).
 */
import { createHash } from "node:crypto";
import { type AcceptedFileType, isAcceptedFileType, MAX_FILE_BYTES, MAX_FILE_SIZE_TEXT } from "@/lib/contract/file-signature";
import { CreditApiError } from "./credit-api-error";
import type { HttpReply } from "./http-reply";

export interface CreditFileUpload {
  /** The file: a Blob/File (e.g. from a form's `FormData`) or its bytes. */
  content: Blob | Uint8Array;
  /** Its name with extension; the server keeps it (folders and control characters removed). */
  fileName: string;
  /** The declared type; default: the Blob's, else none. The server recognises the type by content anyway. */
  contentType?: string;
}

export interface CreditFileContent {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly contentType: AcceptedFileType;
  readonly sizeInBytes: number;
  /** Checked: the SHA-256 of `bytes`, equal to the answer's ETag. */
  readonly sha256: string;
  /** The stored name (from `Content-Disposition`). */
  readonly fileName: string;
  /** The API's `Content-Disposition` (attachment, ASCII and UTF-8 names), safe to forward to a browser as it is. */
  readonly contentDisposition: string;
}

const UPLOAD = "uploadFile";
const DOWNLOAD = "downloadFile";

function sizeOf(content: Blob | Uint8Array): number {
  return content instanceof Blob ? content.size : content.byteLength;
}

/** The multipart body, or a CreditApiError "validation" on `file` when over the limit (nothing is sent). */
export function fileUploadForm(upload: CreditFileUpload): FormData {
  const size = sizeOf(upload.content);
  if (size > MAX_FILE_BYTES) {
    throw new CreditApiError({
      kind: "validation",
      operationId: UPLOAD,
      title: "arquivo grande demais",
      detail: `Arquivo de ${size} bytes: o limite é ${MAX_FILE_SIZE_TEXT}.`,
      fieldErrors: [{ field: "file", message: `envie um arquivo de até ${MAX_FILE_SIZE_TEXT}` }],
    });
  }
  const type = upload.contentType ?? (upload.content instanceof Blob ? upload.content.type : "");
  const blob =
    upload.content instanceof Blob && type === upload.content.type
      ? upload.content
      : new Blob([upload.content as Uint8Array<ArrayBuffer>], { type });
  const form = new FormData();
  form.append("file", blob, upload.fileName);
  return form;
}

/** The file of a 2xx answer of `GET /v1/File/{id}`; an answer off the contract is a CreditApiError "contract". */
export function readFileContent(reply: HttpReply): CreditFileContent {
  const bytes = reply.bytes ?? new Uint8Array(0);
  const contentType = (reply.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!isAcceptedFileType(contentType)) throw offContract(reply, `tipo ${contentType.slice(0, 60) || "(ausente)"} não aceito pelo contrato`);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const etag = reply.headers.get("etag");
  if (etag !== `"${sha256}"`) throw offContract(reply, "conteúdo diferente do ETag (SHA-256)");
  const contentDisposition = reply.headers.get("content-disposition") ?? "";
  return { bytes, contentType, sizeInBytes: bytes.byteLength, sha256, fileName: fileNameOf(contentDisposition) ?? "documento", contentDisposition };
}

function offContract(reply: HttpReply, detail: string): CreditApiError {
  return new CreditApiError({ kind: "contract", operationId: DOWNLOAD, status: reply.status, title: "resposta fora do contrato", detail });
}

/**
 * The name in a `Content-Disposition`: `filename*=UTF-8''...` (RFC 8187) when present, else `filename="..."`.
 * Read by splitting on `;` (the API percent-encodes the UTF-8 name and keeps `;` out of the ASCII one).
 */
export function fileNameOf(contentDisposition: string): string | undefined {
  const parameters = new Map<string, string>();
  for (const part of contentDisposition.split(";").slice(1)) {
    const equals = part.indexOf("=");
    if (equals > 0) parameters.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).trim());
  }
  const extended = parameters.get("filename*");
  if (extended?.toLowerCase().startsWith("utf-8''")) {
    try {
      return decodeURIComponent(extended.slice("utf-8''".length));
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = parameters.get("filename");
  if (plain === undefined) return undefined;
  return plain.startsWith('"') && plain.endsWith('"') && plain.length >= 2 ? plain.slice(1, -1) : plain;
}
