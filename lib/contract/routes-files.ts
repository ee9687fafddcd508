/** Routes of document content (DESIGN §3): send a file, read it back. Upload items link a file by `fileId`. */
import { fileContentHeaders, fileContentSchema, fileMetadataSchema, fileUploadFormSchema, MAX_FILE_UPLOAD_BODY_BYTES } from "./file";
import { ACCEPTED_FILE_TYPES, ACCEPTED_FILE_TYPES_TEXT, MAX_FILE_SIZE_TEXT } from "./file-signature";
import { bothProducts, httpErrorReasons, idPathParamsSchema, type RouteDefinition, validationReason } from "./route-definition";

const { unauthorized } = httpErrorReasons;

export const fileRoutes = {
  uploadFile: {
    method: "POST",
    path: "/v1/File",
    summary: "Enviar arquivo de documento",
    description: `Guarda o conteúdo de um documento (multipart/form-data, parte file; parte fileName opcional): ${ACCEPTED_FILE_TYPES_TEXT}, até ${MAX_FILE_SIZE_TEXT}. O tipo é reconhecido pelos bytes do conteúdo. Depois, anexe-o à operação ou à pessoa com fileId num item de uploads. O mesmo conteúdo enviado de novo pelo seu correspondente devolve o mesmo arquivo (idempotente pelo conteúdo, SHA-256).`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    body: fileUploadFormSchema,
    bodyMediaTypes: ["multipart/form-data"] as const,
    maxBodyBytes: MAX_FILE_UPLOAD_BODY_BYTES,
    response: fileMetadataSchema,
    responseDescription: "O arquivo guardado: id (o fileId dos uploads), nome, tipo reconhecido, tamanho e SHA-256.",
    errors: {
      400: validationReason("arquivo vazio, extensão do nome diferente do tipo do conteúdo, corpo multipart malformado ou com partes repetidas"),
      401: unauthorized,
      413: `Arquivo acima de ${MAX_FILE_SIZE_TEXT} (recusado antes de o corpo ser lido além do limite).`,
      415: `Corpo que não é multipart/form-data, conteúdo que não é ${ACCEPTED_FILE_TYPES_TEXT}, ou Content-Type da parte file diferente do conteúdo.`,
    },
  },
  downloadFile: {
    method: "GET",
    path: "/v1/File/{id}",
    summary: "Baixar arquivo de documento",
    description:
      "Devolve o conteúdo (bytes) ao correspondente que o enviou, como anexo (Content-Disposition: attachment), com o tipo reconhecido no envio e ETag = SHA-256.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: fileContentSchema,
    responseMediaTypes: ACCEPTED_FILE_TYPES,
    responseHeaders: fileContentHeaders,
    responseDescription: "O conteúdo do arquivo.",
    errors: {
      400: validationReason(),
      401: unauthorized,
      403: "Arquivo de outro correspondente.",
      404: "Arquivo inexistente.",
    },
  },
} satisfies Record<string, RouteDefinition>;
