/**
 * Upload item (`uploads[]`): a document of the operation (or of the person). Resending the same document
 * creates a duplicate in the dossier, so clients send each one once. The spec's item carries metadata only;
 * DESIGN §3 adds `fileId`, the content sent before by `POST /v1/File`, and the stored record then shows the
 * content's digest, type and size. Items without `fileId` stay valid, as the spec shows them.
 */
import { z } from "zod";
import { fileTypeSchema } from "./enums";
import { hasUnsafeFileNameCharacters } from "./file-name-characters";
import { ACCEPTED_FILE_TYPES, MAX_FILE_BYTES } from "./file-signature";
import { requestObject } from "./objects";
import { contractString, sha256Schema, textSchema, utcDateTimeSchema, uuidSchema } from "./units";

const fileNameExpectation =
  "informe o nome do arquivo com extensão, sem pastas, sem caracteres de controle nem invisíveis, até 255 caracteres (ex.: termo-consentimento.pdf)";

/** A document's file name: a name with an extension, no folders, none of the characters the multipart route refuses. */
export const fileNameSchema = contractString(fileNameExpectation)
  .max(255, { error: fileNameExpectation })
  .refine((name) => !hasUnsafeFileNameCharacters(name), { error: fileNameExpectation, abort: true })
  .regex(/^[^/\\]+\.[A-Za-z0-9]{1,10}$/, { error: fileNameExpectation })
  .describe("Nome do arquivo com extensão.");

export const uploadItemShape = {
  fileType: fileTypeSchema,
  fileName: fileNameSchema,
  displayName: textSchema("o rótulo exibido à mesa de crédito", { max: 200 })
    .optional()
    .describe("Rótulo exibido à mesa; sem ele aparece só o nome do arquivo. Opcional, mas envie."),
  documentDate: utcDateTimeSchema.optional().describe("Data do documento (UTC)."),
  fileId: uuidSchema
    .optional()
    .describe(
      "Conteúdo do documento: o id devolvido por POST /v1/File (arquivo do seu correspondente). Opcional: sem ele o item registra só os metadados. O mesmo conteúdo duas vezes na mesma operação é recusado (409).",
    ),
};

export const uploadItemSchema = requestObject(uploadItemShape, "item de upload").meta({
  id: "UploadItem",
  description:
    "Documento da operação: Authorization (termo de autorização de margem ou termo de consentimento FGTS), SignedContract (instrumento já assinado, reaproveitado na coleta de assinaturas se enviado em Draft) ou Others. Com fileId, o item vincula o conteúdo enviado por POST /v1/File.",
});

/** A stored document, as responses list it. */
export const uploadRecordSchema = z
  .object({
    id: uuidSchema,
    ...uploadItemShape,
    sha256: sha256Schema.optional().describe("SHA-256 do conteúdo vinculado (com fileId)."),
    contentType: z.enum(ACCEPTED_FILE_TYPES).optional().describe("Tipo do conteúdo vinculado, reconhecido pelos bytes (com fileId)."),
    sizeInBytes: z.number().int().min(1).max(MAX_FILE_BYTES).optional().describe("Tamanho do conteúdo vinculado, em bytes (com fileId)."),
    creditNoteId: uuidSchema.optional().describe("Operação a que o documento foi anexado, quando houver."),
    createdAt: utcDateTimeSchema.describe("Quando o documento foi anexado (UTC)."),
  })
  .meta({
    id: "UploadRecord",
    description: "Documento armazenado, como as respostas o listam; com fileId, também o SHA-256, o tipo e o tamanho do conteúdo (GET /v1/File/{fileId}).",
  });

export type UploadItem = z.output<typeof uploadItemSchema>;
export type UploadItemInput = z.input<typeof uploadItemSchema>;
export type UploadRecord = z.output<typeof uploadRecordSchema>;
