import { getPrisma } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import { countSignInRefusal, countThrottleHit } from "@/lib/metrics/sign-in-metrics";
import { hashSecret, needsRehash, passwordParams, verifySecret } from "@/lib/security/scrypt-hash";
import { recordAuditEvent } from "../audit/record-audit-event";
import { portalAuthAdapter } from "./auth-adapter";
import { decoyPasswordHash } from "./decoy-password-hash";
import type { RequestMeta } from "./request-meta";
import { sha256 } from "./request-meta";
import type { PortalRole } from "./roles";
import { markAttemptSucceeded, reserveSignInAttempt } from "./reserve-sign-in-attempt";
import { accountRestrictedUntil, isAddressLimited, isLocked, pairLockedUntil, SIGN_IN_POLICY } from "./sign-in-policy";
import { newSessionToken, sessionExpiry } from "./session-token";

export type SignInRefusal = "invalid" | "locked" | "rate-limited";

export type SignInOutcome =
  | { readonly ok: true; readonly operatorId: string; readonly name: string; readonly email: string; readonly sessionId: string }
  | { readonly ok: false; readonly reason: SignInRefusal; readonly until?: Date };

/**
 * Checks a password sign-in and, when it succeeds, opens a session row (through the Auth.js adapter) whose
 * random id goes into the session cookie. Every attempt is counted (reserve-sign-in-attempt.ts: before its
 * password is checked) and audited; the limits are those of sign-in-policy.ts (per address, per account and
 * address, per account with its known addresses exempt).
 * Refusals never say whether the e-mail exists.
 */
export async function attemptSignIn(input: { email: string; password: string; meta: RequestMeta; now?: Date }): Promise<SignInOutcome> {
  const prisma = getPrisma();
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const emailHash = sha256(email);
  const { ipHash } = input.meta;
  const operator = await prisma.user.findUnique({ where: { email } });
  const actor = operator ? { id: operator.id, role: operator.role as PortalRole, branchId: operator.branchId } : null;
  // The attempt counts (as a failure) before its password is checked, so parallel attempts cannot all pass a limit.
  const { attemptId, counts } = await reserveSignInAttempt(prisma, { emailHash, ipHash, now });

  const refuse = async (reason: SignInRefusal, summary: string, until?: Date): Promise<SignInOutcome> => {
    await recordAuditEvent(prisma, { actor, action: "auth.sign_in_failed", summary: `${summary} (${email})`, ipPrefix: input.meta.ipPrefix });
    logger.info("portal sign-in refused", { reason });
    countSignInRefusal(reason);
    if (reason === "rate-limited") countThrottleHit("portal_sign_in_address");
    return until ? { ok: false, reason, until } : { ok: false, reason };
  };

  if (isAddressLimited(counts.fromAddress)) return refuse("rate-limited", "Entrada recusada: tentativas demais deste endereço");
  const pairLock = pairLockedUntil(counts.pairFailures);
  if (pairLock && isLocked(pairLock, now)) return refuse("locked", "Entrada recusada: conta bloqueada para este endereço", pairLock);
  // Restricted: the stored restriction, or failures enough that a parallel attempt is about to store it.
  const restriction = operator?.lockedUntil && isLocked(operator.lockedUntil, now) ? operator.lockedUntil : accountRestrictedUntil(counts.forAccount, now);
  if (operator && restriction && counts.knownAddress === 0) {
    return refuse("locked", "Entrada recusada: conta restrita aos endereços já usados por tentativas de vários endereços", restriction);
  }
  if (!operator) {
    // Verified against, so an unknown e-mail takes as long as a wrong password.
    await verifySecret(input.password, await decoyPasswordHash());
    return refuse("invalid", "Entrada recusada: e-mail desconhecido");
  }
  if (!(await verifySecret(input.password, operator.passwordHash))) {
    await prisma.user.update({ where: { id: operator.id }, data: { failedSignIns: { increment: 1 } } });
    const outcome = await refuse("invalid", "Entrada recusada: senha incorreta");
    // This attempt's own row is one of the account's failures too.
    const restrictedUntil = isLocked(operator.lockedUntil, now) ? null : accountRestrictedUntil(counts.forAccount + 1, now);
    if (restrictedUntil) {
      await prisma.user.update({ where: { id: operator.id }, data: { lockedUntil: restrictedUntil } });
      await recordAuditEvent(prisma, {
        actor,
        action: "auth.locked_out",
        summary: "Conta restrita por 15 minutos aos endereços já usados, após senhas erradas de vários endereços",
        ipPrefix: input.meta.ipPrefix,
      });
    }
    // The wrong password that completes a pair's run answers "locked" at once.
    const lockedNow = pairLockedUntil([now, ...counts.pairFailures].slice(0, SIGN_IN_POLICY.maxConsecutiveFailuresPerPair));
    if (lockedNow) {
      await recordAuditEvent(prisma, {
        actor,
        action: "auth.locked_out",
        summary: "Conta bloqueada por 15 minutos para um endereço após senhas erradas seguidas",
        ipPrefix: input.meta.ipPrefix,
      });
      return { ok: false, reason: "locked", until: lockedNow };
    }
    return outcome;
  }
  if (operator.disabledAt) return refuse("invalid", "Entrada recusada: operador desativado");

  const token = newSessionToken();
  const params = passwordParams();
  const rehash = needsRehash(operator.passwordHash, params) ? await hashSecret(input.password, params) : null;
  await prisma.user.update({
    where: { id: operator.id },
    // A success from a known address does not lift an account restriction: other addresses are still guessing.
    data: { failedSignIns: 0, ...(rehash ? { passwordHash: rehash } : {}) },
  });
  // The adapter passes extra columns through to `prisma.session.create`.
  const adapter = portalAuthAdapter();
  await adapter.createSession?.({
    sessionToken: token.stored,
    userId: operator.id,
    expires: sessionExpiry(now),
    ...{ userAgent: input.meta.userAgent, ipPrefix: input.meta.ipPrefix, createdAt: now, lastSeenAt: now },
  });
  await markAttemptSucceeded(prisma, attemptId);
  await recordAuditEvent(prisma, { actor, action: "auth.sign_in", summary: `Entrada (${input.meta.userAgent ?? "navegador desconhecido"})`, ipPrefix: input.meta.ipPrefix });
  return { ok: true, operatorId: operator.id, name: operator.name, email: operator.email, sessionId: token.raw };
}
