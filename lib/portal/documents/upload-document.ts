import "server-only";
import type { FileMetadata } from "@/lib/contract";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { ActionRefusal } from "../actions/action-result";
import { parseForm } from "../forms/parse-form";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import { documentMetadataSchema, type DocumentMetadata } from "./document-schemas";

export interface ReceivedDocument {
  readonly file: File;
  readonly metadata: DocumentMetadata;
}

/** The file and its fields from a multipart form, checked (a missing file, a bad field: refusals on the fields). */
export function receivedDocument(form: FormData, fixed: Partial<Pick<DocumentMetadata, "fileType">> = {}): ReceivedDocument {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw new ActionRefusal("invalid", "Escolha o arquivo do documento.", { file: "Escolha um arquivo PDF, JPEG ou PNG." });
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const metadata = parseForm(documentMetadataSchema, { fileType: fixed.fileType ?? text("fileType"), displayName: text("displayName") ?? "", documentDate: text("documentDate") ?? "" });
  return { file, metadata };
}

/** Where the API's refusals of a document land on the form: every file and item problem on the file field. */
export function documentField(field: string): string | undefined {
  if (field === "file" || field === "fileName" || /^uploads\.\d+\.(fileId|fileName)$/.test(field)) return "file";
  if (/^uploads\.\d+\.displayName$/.test(field)) return "displayName";
  if (/^uploads\.\d+\.documentDate$/.test(field)) return "documentDate";
  return undefined;
}

/** Stores the content in the credit API (type by content, 10 MB, one file per content and owner). */
export async function storeFile(client: CreditClient, file: File): Promise<FileMetadata> {
  try {
    return await client.uploadFile({ content: file, fileName: file.name });
  } catch (error) {
    if (isCreditApiError(error)) throw refusalFromCreditError(error, documentField);
    throw error;
  }
}
