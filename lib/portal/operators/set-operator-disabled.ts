import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent, type AuditActor } from "../audit/record-audit-event";
import type { RequestMeta } from "../auth/request-meta";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import { lockOperatorForChange } from "./lock-operator-for-change";
import { managerChangeRefusal } from "./manager-protection";
import type { SetOperatorDisabledInput } from "./operator-schemas";

export interface SetOperatorDisabledOptions {
  readonly actor: AuditActor;
  readonly input: SetOperatorDisabledInput;
  readonly meta: RequestMeta;
  readonly now?: Date;
}

/**
 * Disables or re-enables an operator (operators are never deleted: the audit history points at them).
 * Disabling deletes every session row in the same transaction, so the operator's open browsers are signed out
 * on their next request, not when their cookies expire. Asking for the state it already has changes nothing.
 */
export async function setOperatorDisabled({ actor, input, meta, now = new Date() }: SetOperatorDisabledOptions): Promise<{ changed: boolean; endedSessions: number }> {
  assertCanManageOperators(actor);
  return getPrisma().$transaction(async (tx) => {
    const target = await lockOperatorForChange(tx, input.operatorId);
    if ((target.disabledAt !== null) === input.disabled) return { changed: false, endedSessions: 0 };
    if (!input.disabled) {
      await tx.user.update({ where: { id: target.id }, data: { disabledAt: null } });
      await recordAuditEvent(tx, { actor, action: "operator.enabled", targetOperatorId: target.id, summary: "Operador reativado", ipPrefix: meta.ipPrefix });
      return { changed: true, endedSessions: 0 };
    }
    const refusal = managerChangeRefusal({
      actorId: actor.id,
      target: { id: target.id, role: target.role, disabled: false },
      next: { role: target.role, disabled: true },
      otherEnabledManagers: target.otherEnabledManagers,
    });
    if (refusal) throw new ActionRefusal("conflict", refusal);
    await tx.user.update({ where: { id: target.id }, data: { disabledAt: now } });
    const { count } = await tx.session.deleteMany({ where: { userId: target.id } });
    await recordAuditEvent(tx, {
      actor,
      action: "operator.disabled",
      targetOperatorId: target.id,
      summary: `Operador desativado; ${count} sessão(ões) encerrada(s)`,
      ipPrefix: meta.ipPrefix,
    });
    return { changed: true, endedSessions: count };
  });
}
