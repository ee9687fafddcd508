import { getPrisma } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import { PASSWORD_PARAMS, hashSecret, needsRehash, verifySecret } from "@/lib/security/scrypt-hash";
import { recordAuditEvent } from "../audit/record-audit-event";
import { portalAuthAdapter } from "./auth-adapter";
import type { RequestMeta } from "./request-meta";
import { sha256 } from "./request-meta";
import type { PortalRole } from "./roles";
import { afterFailedPassword, isLocked, isRateLimited, rateWindowStart } from "./sign-in-policy";
import { newSessionToken, sessionExpiry } from "./session-token";

export type SignInRefusal = "invalid" | "locked" | "rate-limited";

export type SignInOutcome =
  | { readonly ok: true; readonly operatorId: string; readonly name: string; readonly email: string; readonly sessionId: string }
  | { readonly ok: false; readonly reason: SignInRefusal; readonly until?: Date };

/** Verified against when the e-mail is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password sign-in and, when it succeeds, opens a session row (through the Auth.js adapter) whose
 * random id goes into the session cookie. Every attempt is counted for the rate limit and audited; a wrong
 * password counts towards the lock-out. Refusals never say whether the e-mail exists.
 */
export async function attemptSignIn(input: { email: string; password: string; meta: RequestMeta; now?: Date }): Promise<SignInOutcome> {
  const prisma = getPrisma();
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const emailHash = sha256(email);
  const since = rateWindowStart(now);
  const [fromAddress, forEmail] = await Promise.all([
    // Failures only: a branch office signing in all its operators behind one address is not an attack.
    prisma.portalSignInAttempt.count({ where: { ipHash: input.meta.ipHash, succeeded: false, at: { gte: since } } }),
    prisma.portalSignInAttempt.count({ where: { emailHash, succeeded: false, at: { gte: since } } }),
  ]);
  const operator = await prisma.user.findUnique({ where: { email } });
  const actor = operator ? { id: operator.id, role: operator.role as PortalRole, branchId: operator.branchId } : null;

  const refuse = async (reason: SignInRefusal, summary: string, until?: Date): Promise<SignInOutcome> => {
    await prisma.portalSignInAttempt.create({ data: { emailHash, ipHash: input.meta.ipHash, succeeded: false, at: now } });
    await recordAuditEvent(prisma, { actor, action: "auth.sign_in_failed", summary: `${summary} (${email})`, ipPrefix: input.meta.ipPrefix });
    logger.info("portal sign-in refused", { reason });
    return until ? { ok: false, reason, until } : { ok: false, reason };
  };

  if (isRateLimited({ fromAddress, forEmail })) return refuse("rate-limited", "Entrada recusada: tentativas demais em pouco tempo");
  if (!operator) {
    decoyHash ??= hashSecret("decoy-password", PASSWORD_PARAMS);
    await verifySecret(input.password, await decoyHash);
    return refuse("invalid", "Entrada recusada: e-mail desconhecido");
  }
  if (operator.lockedUntil && isLocked(operator.lockedUntil, now)) {
    return refuse("locked", "Entrada recusada: conta bloqueada por tentativas", operator.lockedUntil);
  }
  if (!(await verifySecret(input.password, operator.passwordHash))) {
    const { failedSignIns } = await prisma.user.update({ where: { id: operator.id }, data: { failedSignIns: { increment: 1 } } });
    const next = afterFailedPassword(failedSignIns, now);
    if (next.lockedUntil) {
      await prisma.user.update({ where: { id: operator.id }, data: { failedSignIns: next.failedSignIns, lockedUntil: next.lockedUntil } });
      await recordAuditEvent(prisma, {
        actor,
        action: "auth.locked_out",
        summary: "Conta bloqueada por 15 minutos após senhas erradas seguidas",
        ipPrefix: input.meta.ipPrefix,
      });
      return refuse("locked", "Entrada recusada: senha incorreta", next.lockedUntil);
    }
    return refuse("invalid", "Entrada recusada: senha incorreta");
  }
  if (operator.disabledAt) return refuse("invalid", "Entrada recusada: operador desativado");

  const token = newSessionToken();
  const rehash = needsRehash(operator.passwordHash, PASSWORD_PARAMS) ? await hashSecret(input.password, PASSWORD_PARAMS) : null;
  await prisma.user.update({
    where: { id: operator.id },
    data: { failedSignIns: 0, lockedUntil: null, ...(rehash ? { passwordHash: rehash } : {}) },
  });
  // The adapter passes extra columns through to `prisma.session.create`.
  const adapter = portalAuthAdapter();
  await adapter.createSession?.({
    sessionToken: token.stored,
    userId: operator.id,
    expires: sessionExpiry(now),
    ...{ userAgent: input.meta.userAgent, ipPrefix: input.meta.ipPrefix, createdAt: now, lastSeenAt: now },
  });
  await prisma.portalSignInAttempt.create({ data: { emailHash, ipHash: input.meta.ipHash, succeeded: true, at: now } });
  await recordAuditEvent(prisma, { actor, action: "auth.sign_in", summary: `Entrada (${input.meta.userAgent ?? "navegador desconhecido"})`, ipPrefix: input.meta.ipPrefix });
  return { ok: true, operatorId: operator.id, name: operator.name, email: operator.email, sessionId: token.raw };
}
