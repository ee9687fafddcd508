import "server-only";
import { getPrisma } from "@/lib/db/client";
import type { PortalOriginationDraft } from "@/lib/db/generated/client";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import { parseDraftData, type DraftData } from "./draft-data";
import { readTypedValues, type TypedValues } from "./typed-values-read";
import type { DraftProduct } from "./steps";

export interface LoadedDraft {
  readonly id: string;
  readonly product: DraftProduct;
  readonly state: PortalOriginationDraft["state"];
  readonly branchId: string;
  readonly version: number;
  readonly data: DraftData;
  /** What the current step's forms had typed when the operator left (`keepTypedValues`), per `step:formId`. */
  readonly typed: TypedValues;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export function toLoadedDraft(row: PortalOriginationDraft): LoadedDraft {
  return {
    id: row.id,
    product: row.product,
    state: row.state,
    branchId: row.branchId,
    version: row.version,
    data: parseDraftData(row.data),
    typed: readTypedValues(row.data),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * One of the operator's own drafts (drafts are per operator); the same "not found" for a draft that does not
 * exist and for someone else's, so ids cannot be probed. A discarded draft is gone.
 */
export async function loadOwnDraft(operator: SessionOperator, draftId: string): Promise<LoadedDraft | null> {
  if (!/^[0-9a-f-]{36}$/i.test(draftId)) return null;
  const row = await getPrisma().portalOriginationDraft.findFirst({ where: { id: draftId, operatorId: operator.id, state: { not: "discarded" } } });
  return row ? toLoadedDraft(row) : null;
}

/** For actions: the draft, or a refusal the form shows. */
export async function requireOwnDraft(operator: SessionOperator, draftId: string): Promise<LoadedDraft> {
  const draft = await loadOwnDraft(operator, draftId);
  if (!draft) throw new ActionRefusal("not-found", "Rascunho não encontrado: ele pode ter sido descartado. Comece uma nova originação.");
  return draft;
}
