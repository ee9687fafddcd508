import "server-only";
import { getPrisma } from "@/lib/db/client";
import type { SessionOperator } from "../auth/load-session-operator";
import { toLoadedDraft } from "./load-draft";
import { currentStep, STEP_LABELS, type DraftProduct, type StepId } from "./steps";

export interface OpenDraftSummary {
  readonly id: string;
  readonly product: DraftProduct;
  readonly borrowerName: string | null;
  readonly registrationNumber: string | null;
  readonly creditNoteNo: string | null;
  readonly step: StepId;
  readonly stepLabel: string;
  readonly updatedAt: Date;
}

/** The operator's wizards in progress ("em andamento"), most recently touched first. */
export async function listOpenDrafts(operator: SessionOperator, product?: DraftProduct, limit = 50): Promise<OpenDraftSummary[]> {
  const rows = await getPrisma().portalOriginationDraft.findMany({
    where: { operatorId: operator.id, state: "open", ...(product && { product }) },
    orderBy: { updatedAt: "desc" },
    take: limit,
  });
  return rows.map((row) => {
    const draft = toLoadedDraft(row);
    const step = currentStep(draft.product, draft.data);
    return {
      id: draft.id,
      product: draft.product,
      borrowerName: draft.data.borrower?.name ?? null,
      registrationNumber: draft.data.borrower?.registrationNumber ?? null,
      creditNoteNo: draft.data.operation?.creditNoteNo ?? null,
      step,
      stepLabel: STEP_LABELS[step],
      updatedAt: draft.updatedAt,
    };
  });
}
