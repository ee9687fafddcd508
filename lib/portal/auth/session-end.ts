import "server-only";
import { getPrisma } from "@/lib/db/client";

/** Why a page found no live session, as the sign-in page names it (`?motivo=`). */
export type SessionEndReason = "sessao-encerrada" | "sessao-expirada" | "acesso-desativado";

/** Auth.js's session cookie, with or without the `__Secure-` prefix. */
export function hasSessionCookie(cookieHeader: string): boolean {
  return /(?:^|;\s*)(?:__Secure-)?authjs\.session-token=/.test(cookieHeader);
}

/**
 * Why the session the browser holds no longer counts: its operator was disabled, its row is gone (signed out
 * elsewhere, "sair de todas as sessões", a manager's revocation, a password reset), or its 8 hours are over.
 * Nothing when the browser had no session at all (a first visit is not an ended session).
 */
export async function sessionEndReason(token: { sub?: string | null } | null, cookiePresent: boolean): Promise<SessionEndReason | undefined> {
  if (!token) return cookiePresent ? "sessao-expirada" : undefined;
  const operator = typeof token.sub === "string" ? await getPrisma().user.findUnique({ where: { id: token.sub }, select: { disabledAt: true } }) : null;
  return operator?.disabledAt ? "acesso-desativado" : "sessao-encerrada";
}
