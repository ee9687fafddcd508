import "server-only";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import type { DraftProduct } from "./steps";

/** Starts a wizard for the operator's branch (managers and the desk do not originate: no branch). */
export async function createDraft(operator: SessionOperator, product: DraftProduct): Promise<{ id: string }> {
  if (!operator.branchId) throw new ActionRefusal("forbidden", "Seu perfil não está ligado a uma agência e não origina operações.");
  return getPrisma().portalOriginationDraft.create({
    data: { operatorId: operator.id, branchId: operator.branchId, product },
    select: { id: true },
  });
}
