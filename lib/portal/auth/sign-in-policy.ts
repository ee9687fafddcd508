/**
 * Sign-in limits, as pure rules. Counted from the attempts table (shared by every instance), by the client
 * address the application server decided (never a header the client chose), so that guessing is slowed down
 * while nobody who merely knows an operator's e-mail can keep that operator from signing in:
 * - per address: MAX_FAILURES_PER_ADDRESS refused attempts in RATE_WINDOW_MINUTES stop that address, for every
 *   account (guessing across many accounts from one place);
 * - per account and address: MAX_CONSECUTIVE_FAILURES_PER_PAIR wrong passwords in a row for one account from
 *   one address lock that account for that address only, LOCK_MINUTES after the last of them; the operator's
 *   own devices, elsewhere, are not affected;
 * - per account: MAX_FAILURES_PER_ACCOUNT wrong passwords in the window from any addresses (a distributed
 *   guess) restrict the account for LOCK_MINUTES (`lockedUntil`, shown to managers as "bloqueado"): only
 *   addresses from which it signed in within KNOWN_ADDRESS_DAYS may still try, each with the limits above.
 * Successful sign-ins never count; a success ends the pair's run of failures. A manager's password reset lifts
 * the restriction and forgets the account's failures.
 */
export const SIGN_IN_POLICY = {
  rateWindowMinutes: 10,
  maxFailuresPerAddress: 30,
  maxConsecutiveFailuresPerPair: 5,
  lockMinutes: 15,
  maxFailuresPerAccount: 10,
  knownAddressDays: 30,
} as const;

export type SignInPolicy = typeof SIGN_IN_POLICY;

export function rateWindowStart(now: Date, policy: SignInPolicy = SIGN_IN_POLICY): Date {
  return new Date(now.getTime() - policy.rateWindowMinutes * 60_000);
}

/** Failures of an account+address pair count towards its lock only within the lock's duration. */
export function pairWindowStart(now: Date, policy: SignInPolicy = SIGN_IN_POLICY): Date {
  return new Date(now.getTime() - policy.lockMinutes * 60_000);
}

export function knownAddressSince(now: Date, policy: SignInPolicy = SIGN_IN_POLICY): Date {
  return new Date(now.getTime() - policy.knownAddressDays * 24 * 3_600_000);
}

export function isAddressLimited(failuresFromAddress: number, policy: SignInPolicy = SIGN_IN_POLICY): boolean {
  return failuresFromAddress >= policy.maxFailuresPerAddress;
}

/**
 * The end of a pair's lock, or null: `recentFailures` are the pair's failures since its last success, inside
 * pairWindowStart, newest first.
 */
export function pairLockedUntil(recentFailures: readonly Date[], policy: SignInPolicy = SIGN_IN_POLICY): Date | null {
  if (recentFailures.length < policy.maxConsecutiveFailuresPerPair) return null;
  return new Date(recentFailures[0]!.getTime() + policy.lockMinutes * 60_000);
}

/** After a wrong password: the account's restriction end when its failures in the window reached the limit. */
export function accountRestrictedUntil(failuresForAccount: number, now: Date, policy: SignInPolicy = SIGN_IN_POLICY): Date | null {
  return failuresForAccount >= policy.maxFailuresPerAccount ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null;
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
