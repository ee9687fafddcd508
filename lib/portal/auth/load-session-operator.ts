import { getPrisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { PortalRole } from "./roles";
import { storedSessionToken } from "./session-token";

export interface SessionOperator {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: PortalRole;
  readonly branchId: string | null;
  readonly organizationId: string | null;
  readonly branch: {
    readonly id: string;
    readonly code: string;
    readonly name: string;
    readonly organizationName: string;
    /** When the branch's credit API credential last changed: tells a cached credential from a stale one. */
    readonly credentialUpdatedAt: Date;
  } | null;
  /** The `portal_session` row of this sign-in. */
  readonly sessionRowId: string;
}

/** What an operator's row must be read with: its branch and the branch's organization. */
export const OPERATOR_ROW_INCLUDE = { branch: { include: { organization: true } } } as const satisfies Prisma.UserInclude;
type OperatorRow = Prisma.UserGetPayload<{ include: typeof OPERATOR_ROW_INCLUDE }>;

/** The operator of a user row, acting in the session row `sessionRowId`. */
export function sessionOperatorOf(user: OperatorRow, sessionRowId: string): SessionOperator {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as PortalRole,
    branchId: user.branchId,
    organizationId: user.branch?.organizationId ?? null,
    branch: user.branch
      ? {
          id: user.branch.id,
          code: user.branch.code,
          name: user.branch.name,
          organizationName: user.branch.organization.name,
          credentialUpdatedAt: user.branch.credentialUpdatedAt,
        }
      : null,
    sessionRowId,
  };
}

/** `lastSeenAt` is written at most once a minute per session: one write per click would be waste. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The operator behind a session id from the cookie, or null when the session row is gone (signed out,
 * revoked), expired, or its operator is disabled. Called on every portal request.
 */
export async function loadSessionOperator(sessionId: string, now = new Date()): Promise<SessionOperator | null> {
  const prisma = getPrisma();
  const row = await prisma.session.findUnique({
    where: { sessionToken: storedSessionToken(sessionId) },
    include: { user: { include: OPERATOR_ROW_INCLUDE } },
  });
  if (!row || row.expires.getTime() <= now.getTime() || row.user.disabledAt) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await prisma.session.updateMany({ where: { id: row.id }, data: { lastSeenAt: now } });
  }
  return sessionOperatorOf(row.user, row.id);
}
