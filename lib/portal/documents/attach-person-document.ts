import "server-only";
import type { UploadRecord } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { duplicateDocumentRefusal, refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { OriginationContext } from "../origination/origination-actor";
import { documentDateTime, FILE_TYPE_LABELS } from "./document-schemas";
import { documentField, storeFile, type ReceivedDocument } from "./upload-document";

/** A document of the borrower outside any operation (the FGTS consent term, an identity document...). */
export async function attachPersonDocument(context: OriginationContext, personId: string, document: ReceivedDocument): Promise<UploadRecord> {
  const client = await creditClientForOperator(context.operator);
  const stored = await storeFile(client, document.file);
  const { fileType, displayName, documentDate } = document.metadata;
  try {
    const person = await client.call("attachNaturalPersonUploads", {
      params: { id: personId },
      body: {
        uploads: [
          { fileType, fileName: stored.fileName, fileId: stored.id, ...(displayName !== undefined && { displayName }), ...(documentDate !== undefined && { documentDate: documentDateTime(documentDate) }) },
        ],
      },
    });
    const record = person.uploads.find((upload) => upload.fileId === stored.id && upload.creditNoteId === undefined);
    if (!record) throw new ActionRefusal("upstream", "O serviço de crédito não listou o documento anexado.");
    await recordAuditEvent(getPrisma(), {
      actor: context.operator,
      action: "borrower.document_uploaded",
      summary: `${FILE_TYPE_LABELS[fileType]} anexado ao tomador (CPF ${person.registrationNumber}; SHA-256 ${stored.sha256.slice(0, 12)}…)`,
      ipPrefix: context.meta.ipPrefix,
    });
    return record;
  } catch (error) {
    if (isCreditApiError(error)) {
      throw error.kind === "conflict" ? duplicateDocumentRefusal("Este arquivo já está nos documentos do tomador: ele não foi guardado de novo.") : refusalFromCreditError(error, documentField);
    }
    throw error;
  }
}
