/**
 * Which document contents the API accepts (DESIGN §3, "Document content"): PDF, JPEG and PNG, recognised by their
 * first bytes ("magic numbers"). The declared media type and the file name's extension are claims of the sender;
 * only the bytes decide. Pure and dependency-free, so the portal can check a chosen file in the browser with the
 * same rule the server applies.
 */

export const ACCEPTED_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];

/** 10 MiB: the largest document content accepted. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Extensions that name each type, the first one being the canonical one. */
export const FILE_TYPE_EXTENSIONS: Readonly<Record<AcceptedFileType, readonly string[]>> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
};

/** Short names for messages ("PDF, JPEG ou PNG"). */
export const FILE_TYPE_LABELS: Readonly<Record<AcceptedFileType, string>> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

/** How many leading bytes `recognizeFileType` needs at most. */
export const SIGNATURE_BYTES = 16;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_FIRST_CHUNK = [0x49, 0x48, 0x44, 0x52]; // "IHDR", mandatory first chunk, at offset 12
const JPEG_SOI = [0xff, 0xd8, 0xff]; // start of image, then the first marker's second byte

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The accepted type whose signature the content starts with, or `undefined`. Strict on purpose: the signature
 * must be at offset 0 (a PDF header further in, which readers tolerate, is how HTML/PDF polyglots are made), a
 * PNG must open with its IHDR chunk, a JPEG's first marker after SOI must be a real marker (0xC0 or above).
 */
export function recognizeFileType(bytes: Uint8Array): AcceptedFileType | undefined {
  if (startsWith(bytes, PDF) && bytes.length > PDF.length && isDigit(bytes[PDF.length])) return "application/pdf";
  if (startsWith(bytes, PNG) && startsWith(bytes, PNG_FIRST_CHUNK, 12)) return "image/png";
  if (startsWith(bytes, JPEG_SOI) && bytes.length > 3 && (bytes[3] ?? 0) >= 0xc0 && bytes[3] !== 0xff) return "image/jpeg";
  return undefined;
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

export function isAcceptedFileType(value: string): value is AcceptedFileType {
  return (ACCEPTED_FILE_TYPES as readonly string[]).includes(value);
}

/**
 * The extension of a file name, lower-case, without the dot; `undefined` when it has none. Only 1 to 10 letters
 * and digits with at least one letter count: in "extrato 12.05.2026" or "v2.1 final" the dot is not an extension's.
 */
export function extensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) && /[a-z]/.test(extension) ? extension : undefined;
}

/** `true` when the name's extension is one of the type's (`.jpg` and `.jpeg` both name a JPEG). */
export function extensionMatches(fileName: string, type: AcceptedFileType): boolean {
  const extension = extensionOf(fileName);
  return extension !== undefined && FILE_TYPE_EXTENSIONS[type].includes(extension);
}

/** "PDF, JPEG ou PNG" with the extensions, for messages. */
export const ACCEPTED_FILE_TYPES_TEXT = "PDF (.pdf), JPEG (.jpg, .jpeg) ou PNG (.png)";

/** "10 MiB (10485760 bytes)". */
export const MAX_FILE_SIZE_TEXT = `${MAX_FILE_BYTES / (1024 * 1024)} MiB (${MAX_FILE_BYTES} bytes)`;

/** How a sent file's type is decided and what a contradicting claim costs (inspect-uploaded-file.ts), for the `file` part of `POST /v1/File`. */
export const FILE_RECOGNITION_RULE =
  "O tipo é reconhecido pelo conteúdo; o Content-Type declarado e a extensão do nome, se divergirem do conteúdo, fazem o envio ser recusado: 415 para o Content-Type (e para um conteúdo que não é PDF, JPEG nem PNG), 400 para a extensão (um PNG chamado termo.pdf).";
