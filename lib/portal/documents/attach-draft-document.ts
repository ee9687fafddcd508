import "server-only";
import type { UploadRecord } from "@/lib/contract";
import { ActionRefusal } from "../actions/action-result";
import { creditClientForOperator } from "../credit/branch-credit-client";
import type { OriginationContext } from "../origination/origination-actor";
import { requireDraftAtStep } from "../origination/require-step";
import { attachOperationDocument } from "./attach-operation-document";
import type { ReceivedDocument } from "./upload-document";

/** Step "documentos": a real file attached to the draft's operation (see attachOperationDocument). */
export async function attachDraftDocument(context: OriginationContext, draftId: string, document: ReceivedDocument): Promise<UploadRecord> {
  const draft = await requireDraftAtStep(context.operator, draftId, "documentos");
  const operation = draft.data.operation;
  if (!operation) throw new ActionRefusal("conflict", "Crie a operação primeiro.");
  return attachOperationDocument(context, await creditClientForOperator(context.operator), operation, document);
}
