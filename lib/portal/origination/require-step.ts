import "server-only";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import { requireOwnDraft, type LoadedDraft } from "./load-draft";
import { resolveStep, STEP_LABELS, type DraftProduct, type StepId } from "./steps";

/**
 * The draft an action works on, when the step is reachable in it: the server applies the same guard as `?step=`,
 * so an action posted for a step whose prerequisites are missing is refused, whatever the browser sent.
 */
export async function requireDraftAtStep(operator: SessionOperator, draftId: string, step: StepId, product?: DraftProduct): Promise<LoadedDraft> {
  const draft = await requireOwnDraft(operator, draftId);
  if (product && draft.product !== product) throw new ActionRefusal("not-found", "Rascunho de outro produto.");
  if (draft.state !== "open") throw new ActionRefusal("conflict", "Esta originação já foi enviada: acompanhe-a pela página da operação.");
  if (resolveStep(draft.product, draft.data, step) !== step) {
    throw new ActionRefusal("conflict", `Conclua as etapas anteriores antes de "${STEP_LABELS[step]}".`);
  }
  return draft;
}
