/**
 * Document content (DESIGN §3): `POST /v1/File` takes one file in a multipart/form-data body and answers its
 * metadata; an upload item then links it by `fileId`; `GET /v1/File/{id}` returns the bytes to the owner.
 * What is accepted (types recognised by content, size) is in file-signature.ts.
 */
import { z } from "zod";
import {
  ACCEPTED_FILE_TYPES,
  ACCEPTED_FILE_TYPES_TEXT,
  FILE_RECOGNITION_RULE,
  MAX_FILE_BYTES,
  MAX_FILE_SIZE_TEXT,
} from "./file-signature";
import { expecting } from "./messages";
import { requestObject } from "./objects";
import { fileNameSchema } from "./upload";
import { sha256Schema, uuidSchema } from "./units";

/**
 * Room for the multipart envelope around the file (boundaries, part headers, the `fileName` field): the whole
 * body may exceed the file limit by this much, no more, and is refused (413) before being read past it.
 */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** The largest multipart body `POST /v1/File` reads. */
export const MAX_FILE_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + MULTIPART_ENVELOPE_BYTES;

const fileExpectation = `envie o conteúdo na parte file do corpo multipart/form-data: ${ACCEPTED_FILE_TYPES_TEXT}, até ${MAX_FILE_SIZE_TEXT}`;

/** The parts of the multipart body of `POST /v1/File`. */
export const fileUploadFormSchema = requestObject(
  {
    file: z
      .file({ error: expecting(fileExpectation) })
      .describe(
        `O arquivo: ${ACCEPTED_FILE_TYPES_TEXT}, até ${MAX_FILE_SIZE_TEXT}. ${FILE_RECOGNITION_RULE}`,
      ),
    fileName: fileNameSchema
      .optional()
      .describe("Nome do arquivo com extensão compatível com o conteúdo; sem ele vale o nome da parte file (sem pastas)."),
  },
  "formulário multipart de envio de arquivo",
).meta({
  id: "FileUpload",
  description: "Corpo multipart/form-data: uma parte file (o conteúdo) e, opcional, uma parte fileName.",
});

/** What `POST /v1/File` answers: the stored file's metadata. */
export const fileMetadataSchema = z
  .object({
    id: uuidSchema.describe("Identificador do arquivo: use-o como fileId nos itens de uploads e em GET /v1/File/{id}."),
    fileName: z.string().min(1).max(255).describe("Nome do arquivo guardado (sem pastas nem caracteres de controle)."),
    contentType: z.enum(ACCEPTED_FILE_TYPES).describe("Tipo reconhecido pelo conteúdo."),
    sizeInBytes: z.number().int().min(1).max(MAX_FILE_BYTES).describe("Tamanho em bytes."),
    sha256: sha256Schema,
  })
  .meta({
    id: "File",
    description:
      "Arquivo guardado. O mesmo conteúdo enviado de novo pelo mesmo correspondente devolve o mesmo arquivo (mesmo id; o nome é o do primeiro envio).",
  });

/** The 200 body of `GET /v1/File/{id}`: the content itself, with the type it was recognised as. */
export const fileContentSchema = z.file().describe(`Conteúdo do arquivo (${ACCEPTED_FILE_TYPES_TEXT}).`);

/** Headers of `GET /v1/File/{id}`'s answer, as the OpenAPI document lists them. */
export const fileContentHeaders = {
  "Content-Type": "Tipo reconhecido no envio: application/pdf, image/jpeg ou image/png.",
  "Content-Disposition": 'attachment; filename="<nome sem acentos>"; filename*=UTF-8\'\'<nome em UTF-8>.',
  ETag: "O SHA-256 do conteúdo, entre aspas; If-None-Match com ele responde 304.",
  "X-Content-Type-Options": "nosniff",
} as const;

export type FileUploadForm = z.output<typeof fileUploadFormSchema>;
export type FileMetadata = z.output<typeof fileMetadataSchema>;
