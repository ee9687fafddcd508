import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent, type AuditActor } from "../audit/record-audit-event";
import type { RequestMeta } from "../auth/request-meta";
import { ROLE_LABELS } from "../auth/roles";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import { lockOperatorForChange } from "./lock-operator-for-change";
import { managerChangeRefusal } from "./manager-protection";
import type { UpdateOperatorInput } from "./operator-schemas";
import { requireBranchOption } from "./require-branch-option";

export interface UpdateOperatorOptions {
  readonly actor: AuditActor;
  /** Parsed by `updateOperatorSchema` (role ↔ branch rule checked). */
  readonly input: UpdateOperatorInput;
  readonly meta: RequestMeta;
}

/**
 * Changes an operator's role and branch. The next request of the operator's open sessions already runs with
 * them (sessions read the operator's row on every request), so no session has to end.
 */
export async function updateOperator({ actor, input, meta }: UpdateOperatorOptions): Promise<{ changed: boolean }> {
  assertCanManageOperators(actor);
  return getPrisma().$transaction(async (tx) => {
    const target = await lockOperatorForChange(tx, input.operatorId);
    if (target.role === input.role && target.branchId === input.branchId) return { changed: false };
    const refusal = managerChangeRefusal({
      actorId: actor.id,
      target: { id: target.id, role: target.role, disabled: target.disabledAt !== null },
      next: { role: input.role, disabled: target.disabledAt !== null },
      otherEnabledManagers: target.otherEnabledManagers,
    });
    if (refusal) throw new ActionRefusal("conflict", refusal, { role: refusal });
    const branch = input.branchId ? await requireBranchOption(tx, input.branchId) : null;
    await tx.user.update({ where: { id: target.id }, data: { role: input.role, branchId: branch?.id ?? null } });
    const previousBranch = target.branchId ? await tx.portalBranch.findUnique({ where: { id: target.branchId }, select: { code: true } }) : null;
    await recordAuditEvent(tx, {
      actor,
      action: "operator.updated",
      targetOperatorId: target.id,
      summary: `Perfil ${ROLE_LABELS[target.role]} → ${ROLE_LABELS[input.role]}; agência ${previousBranch?.code ?? "nenhuma"} → ${branch?.code ?? "nenhuma"}`,
      ipPrefix: meta.ipPrefix,
    });
    return { changed: true };
  });
}
