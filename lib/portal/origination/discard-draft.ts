import "server-only";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";

/**
 * Discards a wizard that has not created an operation yet. Once the operation exists it has a life of its own
 * (delete or cancel it on its page), so its draft stays as the record of how it was originated.
 */
export async function discardDraft(operator: SessionOperator, draftId: string): Promise<void> {
  const discarded = await getPrisma().portalOriginationDraft.updateMany({
    where: { id: draftId, operatorId: operator.id, state: "open", creditNoteId: null },
    data: { state: "discarded" },
  });
  if (discarded.count === 0) {
    throw new ActionRefusal("conflict", "Não é possível descartar: o rascunho não existe ou já criou uma operação.");
  }
}
