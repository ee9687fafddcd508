import "server-only";
import { isActionAllowed, type CreditNote, type Signer } from "@/lib/contract";
import type { SessionOperator } from "../auth/load-session-operator";
import { creditClientForOperator } from "../credit/branch-credit-client";

export interface OperationProgress {
  readonly operation: CreditNote;
  /** The signature links, once the status has them (from `Signatures` onward); null before. */
  readonly signers: readonly Signer[] | null;
}

/** The operation as the API has it now and, when its status allows, where each signer signs. */
export async function readOperationProgress(operator: SessionOperator, operationId: string): Promise<OperationProgress> {
  const client = await creditClientForOperator(operator);
  const operation = await client.call("getCreditNote", { params: { id: operationId } });
  const signers = isActionAllowed("signUrl", operation.status) ? (await client.call("getCreditNoteSignUrl", { params: { id: operationId } })).signers : null;
  return { operation, signers };
}
