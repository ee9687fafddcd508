import "server-only";
import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ActionRefusal } from "../actions/action-result";
import { changesStep, withStep, type StepValue, type StepWithData } from "./draft-data";
import { toLoadedDraft, type LoadedDraft } from "./load-draft";
import { isStepLocked } from "./steps";

type Db = Prisma.TransactionClient | ReturnType<typeof getPrisma>;

export interface SaveDraftStepOptions<S extends StepWithData> {
  readonly draft: LoadedDraft;
  readonly step: S;
  readonly value: StepValue<S>;
  /** Extra columns written with the step (the operation's id once it exists, the final state). */
  readonly columns?: Pick<Prisma.PortalOriginationDraftUpdateInput, "creditNoteId" | "state">;
  readonly db?: Db;
}

/**
 * Records a step's outcome, clearing the later steps, if nobody saved the draft since it was read (another tab,
 * a double click): the version column makes the second writer fail instead of overwriting the first. Recording
 * the answer the step already has changes nothing.
 */
export async function saveDraftStep<S extends StepWithData>({ draft, step, value, columns, db = getPrisma() }: SaveDraftStepOptions<S>): Promise<LoadedDraft> {
  // The same answer again (a step revisited and confirmed as it was) keeps the steps after it.
  if (!changesStep(draft.data, step, value) && !columns) return draft;
  if (isStepLocked(step, draft.product, draft.data) && step !== "revisao") {
    throw new ActionRefusal("conflict", "Esta etapa já não pode mudar: a operação já foi criada. Continue pelas etapas seguintes.");
  }
  const data = withStep(draft.data, step, value) as Prisma.InputJsonValue;
  const updated = await db.portalOriginationDraft.updateMany({
    where: { id: draft.id, version: draft.version, state: "open" },
    data: { data, version: { increment: 1 }, ...columns },
  });
  if (updated.count === 0) {
    throw new ActionRefusal("conflict", "Este rascunho mudou em outra aba ou janela. Recarregue a página para continuar de onde ele está.");
  }
  return toLoadedDraft(await db.portalOriginationDraft.findUniqueOrThrow({ where: { id: draft.id } }));
}
