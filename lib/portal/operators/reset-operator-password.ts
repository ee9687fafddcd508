import { getPrisma } from "@/lib/db/client";
import { hashSecret, passwordParams } from "@/lib/security/scrypt-hash";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent, type AuditActor } from "../audit/record-audit-event";
import { sha256, type RequestMeta } from "../auth/request-meta";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import type { ResetOperatorPasswordInput } from "./operator-schemas";
import { PASSWORD_MENTIONS_EMAIL, passwordMentionsEmail } from "./password-policy";

export interface ResetOperatorPasswordOptions {
  readonly actor: AuditActor;
  /** Parsed by `resetOperatorPasswordSchema` (length checked; the e-mail rule is checked here). */
  readonly input: ResetOperatorPasswordInput;
  readonly meta: RequestMeta;
  readonly now?: Date;
}

/**
 * Sets a new password chosen by the manager: clears the failure count and any lock-out (the manager's reset is
 * the early way out of a lock), and ends every session of the operator, whoever held the old password. All in
 * one transaction with its audit row (which never carries the password).
 */
export async function resetOperatorPassword({ actor, input, meta, now = new Date() }: ResetOperatorPasswordOptions): Promise<{ endedSessions: number }> {
  assertCanManageOperators(actor);
  const prisma = getPrisma();
  const target = await prisma.user.findUnique({ where: { id: input.operatorId }, select: { id: true, email: true } });
  if (!target) throw new ActionRefusal("not-found", "Operador não encontrado.");
  if (passwordMentionsEmail(input.password, target.email)) {
    throw new ActionRefusal("invalid", "Revise os campos destacados.", { password: PASSWORD_MENTIONS_EMAIL });
  }
  const passwordHash = await hashSecret(input.password, passwordParams());
  return prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: target.id },
      data: { passwordHash, passwordChangedAt: now, failedSignIns: 0, lockedUntil: null },
    });
    // The account's failed attempts go too: neither a per-address lock nor the account's restriction survives.
    await tx.portalSignInAttempt.deleteMany({ where: { emailHash: sha256(target.email), succeeded: false } });
    const { count } = await tx.session.deleteMany({ where: { userId: target.id } });
    await recordAuditEvent(tx, {
      actor,
      action: "operator.password_reset",
      targetOperatorId: target.id,
      summary: `Senha redefinida pelo gestor; bloqueio removido; ${count} sessão(ões) encerrada(s)`,
      ipPrefix: meta.ipPrefix,
    });
    return { endedSessions: count };
  });
}
