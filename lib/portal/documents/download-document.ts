import "server-only";
import type { CreditFileContent } from "@/lib/credit-client";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { creditClientForOperation } from "../operations/operation-client";

/**
 * A document's content for an operator who may see its operation (or its borrower): the file must be one of the
 * dossier's documents, read with the credential of the branch that holds it; null otherwise (the route answers 404
 * without telling whether the file exists).
 */
export async function downloadOperationDocument(operator: SessionOperator, operationId: string, fileId: string): Promise<CreditFileContent | null> {
  const client = await creditClientForOperation(operator, operationId);
  if (!client) return null;
  return readIfListed(async () => (await client.call("getCreditNote", { params: { id: operationId } })).uploads, fileId, (id) => client.downloadFile(id));
}

export async function downloadPersonDocument(operator: SessionOperator, personId: string, fileId: string): Promise<CreditFileContent | null> {
  if (!operator.branchId) return null;
  const client = await creditClientForOperator(operator);
  return readIfListed(async () => (await client.call("getNaturalPerson", { params: { id: personId } })).uploads, fileId, (id) => client.downloadFile(id));
}

async function readIfListed(
  list: () => Promise<ReadonlyArray<{ fileId?: string }>>,
  fileId: string,
  download: (id: string) => Promise<CreditFileContent>,
): Promise<CreditFileContent | null> {
  try {
    if (!(await list()).some((upload) => upload.fileId === fileId)) return null;
    return await download(fileId);
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "forbidden" || error.kind === "not-found" || error.kind === "validation")) return null;
    throw error;
  }
}

/** The content as a download: attachment, exact type, never sniffed, never cached by a shared cache. */
export function documentResponse(content: CreditFileContent): Response {
  return new Response(content.bytes, {
    headers: {
      "content-type": content.contentType,
      "content-disposition": content.contentDisposition,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
