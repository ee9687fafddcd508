import "server-only";
import type { UploadRecord } from "@/lib/contract";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { duplicateDocumentRefusal, refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { OriginationContext } from "../origination/origination-actor";
import { documentDateTime, FILE_TYPE_LABELS } from "./document-schemas";
import { documentField, storeFile, type ReceivedDocument } from "./upload-document";

/**
 * A real file attached to an operation's dossier: the content goes to `POST /v1/File` (type by content, SHA-256),
 * then the item links it with the contract's fields; the same bytes twice are refused by the API (409), said so at
 * the file field, never stored twice. Audited with the operation.
 */
export async function attachOperationDocument(
  context: OriginationContext,
  client: CreditClient,
  operation: { readonly id: string; readonly creditNoteNo: string },
  document: ReceivedDocument,
): Promise<UploadRecord> {
  const stored = await storeFile(client, document.file);
  const { fileType, displayName, documentDate } = document.metadata;
  let uploads: readonly UploadRecord[];
  try {
    const note = await client.call("updateCreditNoteUploads", {
      params: { id: operation.id },
      body: {
        uploads: [
          {
            fileType,
            fileName: stored.fileName,
            fileId: stored.id,
            ...(displayName !== undefined && { displayName }),
            ...(documentDate !== undefined && { documentDate: documentDateTime(documentDate) }),
          },
        ],
      },
    });
    uploads = note.uploads;
  } catch (error) {
    if (isCreditApiError(error)) {
      throw error.kind === "conflict" && /fileId|fileName|duplicat|anexad/i.test(JSON.stringify(error.fieldErrors))
        ? duplicateDocumentRefusal("Este arquivo já está nos documentos da operação: ele não foi guardado de novo.")
        : refusalFromCreditError(error, documentField);
    }
    throw error;
  }
  const record = uploads.find((upload) => upload.fileId === stored.id);
  if (!record) throw new ActionRefusal("upstream", "O serviço de crédito não listou o documento anexado.");
  await recordAuditEvent(getPrisma(), {
    actor: context.operator,
    action: "operation.uploaded",
    operationId: operation.id,
    summary: `${FILE_TYPE_LABELS[fileType]} anexado à operação ${operation.creditNoteNo} (${stored.contentType}, ${stored.sizeInBytes} bytes, SHA-256 ${stored.sha256.slice(0, 12)}…)`,
    ipPrefix: context.meta.ipPrefix,
  });
  return record;
}
