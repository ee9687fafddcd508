import { getPrisma } from "@/lib/db/client";
import { recordAuditEvent, type AuditActor } from "../audit/record-audit-event";
import type { RequestMeta } from "./request-meta";
import type { PortalRole } from "./roles";
import { storedSessionToken } from "./session-token";

export interface OperatorSessionView {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expires: Date;
  readonly userAgent: string | null;
  readonly ipPrefix: string | null;
}

/** Open (unexpired) sessions of an operator, newest first. */
export async function listOpenSessions(operatorId: string, now = new Date()): Promise<OperatorSessionView[]> {
  return getPrisma().session.findMany({
    where: { userId: operatorId, expires: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, lastSeenAt: true, expires: true, userAgent: true, ipPrefix: true },
  });
}

/** Ends the session of this request (sign-out). */
export async function endSession(actor: AuditActor, sessionRowId: string, meta: RequestMeta): Promise<void> {
  await getPrisma().$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { id: sessionRowId, userId: actor.id } });
    await recordAuditEvent(tx, { actor, action: "auth.sign_out", summary: "Saída", ipPrefix: meta.ipPrefix });
  });
}

/**
 * Ends the session a cookie names, whoever ends it (Auth.js's own sign-out endpoint included): the row goes and
 * the sign-out is audited once; a session already ended does nothing.
 */
export async function endSessionById(sessionId: string, meta: Pick<RequestMeta, "ipPrefix"> = { ipPrefix: null }): Promise<void> {
  await getPrisma().$transaction(async (tx) => {
    const row = await tx.session.findUnique({ where: { sessionToken: storedSessionToken(sessionId) }, include: { user: true } });
    if (!row) return;
    await tx.session.deleteMany({ where: { id: row.id } });
    const actor = { id: row.user.id, role: row.user.role as PortalRole, branchId: row.user.branchId };
    await recordAuditEvent(tx, { actor, action: "auth.sign_out", summary: "Saída", ipPrefix: meta.ipPrefix });
  });
}

/** Ends every session of the actor, this one included ("sair de todas as sessões"). */
export async function endAllSessions(actor: AuditActor, meta: RequestMeta): Promise<number> {
  return getPrisma().$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({ where: { userId: actor.id } });
    await recordAuditEvent(tx, { actor, action: "auth.sign_out_everywhere", summary: `Saída de ${count} sessão(ões)`, ipPrefix: meta.ipPrefix });
    return count;
  });
}

/**
 * Revokes one session (`sessionRowId`) or all sessions of `targetOperatorId`. The caller has checked the
 * actor may (its own sessions, or a manager). Returns how many ended; the next request of those browsers is
 * signed out.
 */
export async function revokeSessions(
  actor: AuditActor,
  target: { operatorId: string; sessionRowId?: string },
  meta: RequestMeta,
): Promise<number> {
  return getPrisma().$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({
      where: { userId: target.operatorId, ...(target.sessionRowId ? { id: target.sessionRowId } : {}) },
    });
    await recordAuditEvent(tx, {
      actor,
      action: "session.revoked",
      targetOperatorId: target.operatorId,
      summary: target.sessionRowId ? `Sessão revogada (${count})` : `Todas as sessões revogadas (${count})`,
      ipPrefix: meta.ipPrefix,
    });
    return count;
  });
}
