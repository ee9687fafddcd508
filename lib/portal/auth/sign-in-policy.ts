/**
 * Sign-in limits, as pure rules. Two independent guards:
 * - lock-out: MAX_CONSECUTIVE_FAILURES wrong passwords in a row lock the account for LOCK_MINUTES (a manager's
 *   password reset unlocks it earlier); a locked account does not even check the password;
 * - rate limit: after MAX_ATTEMPTS_PER_ADDRESS refused attempts from a client address, or MAX_ATTEMPTS_PER_EMAIL
 *   for an e-mail (known or not), in RATE_WINDOW_MINUTES, further attempts are refused unchecked, so guessing
 *   across many accounts is slowed down too. Successful sign-ins do not count.
 */
export const SIGN_IN_POLICY = {
  maxConsecutiveFailures: 5,
  lockMinutes: 15,
  rateWindowMinutes: 10,
  maxAttemptsPerAddress: 30,
  maxAttemptsPerEmail: 10,
} as const;

export function isRateLimited(recent: { fromAddress: number; forEmail: number }, policy = SIGN_IN_POLICY): boolean {
  return recent.fromAddress >= policy.maxAttemptsPerAddress || recent.forEmail >= policy.maxAttemptsPerEmail;
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/** After a wrong password: the new consecutive-failure count, and the lock's end when it reached the limit. */
export function afterFailedPassword(failedSignIns: number, now: Date, policy = SIGN_IN_POLICY): { failedSignIns: number; lockedUntil: Date | null } {
  if (failedSignIns >= policy.maxConsecutiveFailures) {
    return { failedSignIns: 0, lockedUntil: new Date(now.getTime() + policy.lockMinutes * 60_000) };
  }
  return { failedSignIns, lockedUntil: null };
}

export function rateWindowStart(now: Date, policy = SIGN_IN_POLICY): Date {
  return new Date(now.getTime() - policy.rateWindowMinutes * 60_000);
}
