/**
 * Upload item (`uploads[]`): a document of the operation (or of the person). Resending the same document
 * creates a duplicate in the dossier, so clients send each one once.
 */
import { z } from "zod";
import { fileTypeSchema } from "./enums";
import { requestObject } from "./objects";
import { contractString, textSchema, utcDateTimeSchema, uuidSchema } from "./units";

const fileNameExpectation = "informe o nome do arquivo com extensão, sem pastas, até 255 caracteres (ex.: termo-consentimento.pdf)";

export const uploadItemShape = {
  fileType: fileTypeSchema,
  fileName: contractString(fileNameExpectation)
    .max(255, { error: fileNameExpectation })
    .regex(/^[^/\\]+\.[A-Za-z0-9]{1,10}$/, { error: fileNameExpectation })
    .describe("Nome do arquivo com extensão."),
  displayName: textSchema("o rótulo exibido à mesa de crédito", { max: 200 })
    .optional()
    .describe("Rótulo exibido à mesa; sem ele aparece só o nome do arquivo. Opcional, mas envie."),
  documentDate: utcDateTimeSchema.optional().describe("Data do documento (UTC)."),
};

export const uploadItemSchema = requestObject(uploadItemShape, "item de upload").meta({
  id: "UploadItem",
  description:
    "Documento da operação: Authorization (termo de autorização de margem ou termo de consentimento FGTS), SignedContract (instrumento já assinado, reaproveitado na coleta de assinaturas se enviado em Draft) ou Others.",
});

/** A stored document, as responses list it. */
export const uploadRecordSchema = z
  .object({
    id: uuidSchema,
    ...uploadItemShape,
    creditNoteId: uuidSchema.optional().describe("Operação a que o documento foi anexado, quando houver."),
    createdAt: utcDateTimeSchema.describe("Quando o documento foi anexado (UTC)."),
  })
  .meta({ id: "UploadRecord", description: "Documento armazenado, como as respostas o listam." });

export type UploadItem = z.output<typeof uploadItemSchema>;
export type UploadItemInput = z.input<typeof uploadItemSchema>;
export type UploadRecord = z.output<typeof uploadRecordSchema>;
