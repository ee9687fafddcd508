import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import type { AuditActor } from "../audit/record-audit-event";
import type { RequestMeta } from "../auth/request-meta";
import { revokeSessions } from "../auth/sessions";
import { assertCanManageOperators } from "./assert-can-manage-operators";
import type { RevokeOperatorSessionsInput } from "./operator-schemas";

export interface RevokeOperatorSessionsOptions {
  readonly actor: AuditActor;
  /** Without `sessionId`: every session of the operator. */
  readonly input: RevokeOperatorSessionsInput;
  readonly meta: RequestMeta;
}

/**
 * A manager ends one or all sessions of an operator (the session rows go, so those browsers are signed out on
 * their next request). The deletion and its `session.revoked` audit row share a transaction (lib/portal/auth).
 */
export async function revokeOperatorSessions({ actor, input, meta }: RevokeOperatorSessionsOptions): Promise<{ endedSessions: number }> {
  assertCanManageOperators(actor);
  const target = await getPrisma().user.findUnique({ where: { id: input.operatorId }, select: { id: true } });
  if (!target) throw new ActionRefusal("not-found", "Operador não encontrado.");
  const endedSessions = await revokeSessions(actor, { operatorId: target.id, ...(input.sessionId ? { sessionRowId: input.sessionId } : {}) }, meta);
  return { endedSessions };
}
