import "server-only";
import type { CreditFileContent, DownloadOperationId } from "@/lib/credit-client";
import { isCreditApiError } from "@/lib/credit-client";
import type { SessionOperator } from "../auth/load-session-operator";
import { creditClientForOperation } from "../operations/operation-client";

/**
 * An operation's CET worksheet or CCB, rendered by the credit API and read with the credential of the branch
 * that holds the operation; null when the operator may not see it or the API has none (no plan yet).
 */
export async function downloadContractDocument(
  operator: SessionOperator,
  operationId: string,
  document: Exclude<DownloadOperationId, "downloadFile">,
): Promise<CreditFileContent | null> {
  const client = await creditClientForOperation(operator, operationId);
  if (!client) return null;
  try {
    return await client.downloadFile(operationId, document);
  } catch (error) {
    if (isCreditApiError(error) && ["forbidden", "not-found", "validation", "conflict"].includes(error.kind)) return null;
    throw error;
  }
}
