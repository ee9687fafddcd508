import { AppError } from "@/lib/http";
import { networkPrefix } from "@/lib/http/client-address";
import { logger } from "@/lib/log/logger";
import { countThrottleHit, type ThrottleLimit } from "@/lib/metrics/sign-in-metrics";
import { countAgainst, giveBack, prismaRateLimiter, type LimiterPolicy } from "@/lib/security/rate-limiters";

/**
 * Throttling of `POST /oauth/token`, counted in PostgreSQL so every instance shares it (lib/security/rate-limiters):
 * - per client address: TOKEN_THROTTLE.perAddress.points refused attempts in a window (15 minutes from the
 *   first of them) stop that address until the window ends;
 * - per client_id: past perClient.points refused attempts (from any addresses), the client_id is blocked for
 *   addresses that have not obtained a token for it recently;
 * - a (client_id, address) pair that obtained a token recently (knownAddress) is spared both: others' failures
 *   on a shared address (a NAT, the portal calling from 127.0.0.1, a proxy without TRUST_PROXY) or against the
 *   client_id cannot lock its owner out. Its own failures have a bound of their own (knownPair), so guessing
 *   that client's secret from that address stays throttled too.
 * Each attempt takes its point before its secret is checked, in one atomic increment (an INSERT ... ON CONFLICT
 * DO UPDATE of the counter row): with N parallel wrong secrets at most `points` are evaluated, the rest answer 429
 * at once. An attempt whose secret is right gives its points back, so only refused attempts count (a partner
 * renewing tokens is never slowed down). A throttled request does no scrypt work. Every refusal is logged,
 * masked: the client_id cut and masked by the logger, the address reduced to its network prefix.
 */
export const TOKEN_THROTTLE = {
  perAddress: { keyPrefix: "oauth-fail-address", points: 10, duration: 900 },
  perClient: { keyPrefix: "oauth-fail-client", points: 30, duration: 900 },
  knownPair: { keyPrefix: "oauth-fail-known", points: 100, duration: 900 },
  knownAddress: { keyPrefix: "oauth-known-address", points: 1_000_000, duration: 30 * 24 * 3600 },
} as const;

const log = logger.child({ component: "oauth-token" });

export interface TokenAttempt {
  readonly clientId: string;
  /** The client address (lib/http/client-address.ts), null when unknown. */
  readonly address: string | null;
}

/** The points an attempt took: given back when its secret proves right. */
export interface TokenAttemptReservation {
  readonly attempt: TokenAttempt;
  readonly taken: ReadonlyArray<{ readonly policy: LimiterPolicy; readonly key: string }>;
}

function keys({ clientId, address }: TokenAttempt) {
  const where = address ?? "unknown";
  return { address: where, client: clientId, known: `${clientId}|${where}` };
}

function logRefusal(attempt: TokenAttempt, reason: string): void {
  log.warn("token recusado", { reason, clientId: attempt.clientId.slice(0, 64), network: attempt.address ? networkPrefix(attempt.address) : null });
}

function throttled(ms: number): AppError {
  const seconds = Math.ceil(ms / 1000);
  return new AppError("RATE_LIMITED", {
    message: "token requests throttled",
    userMessage: `Tentativas de obter token recusadas demais; tente de novo em ${seconds} s (veja Retry-After).`,
    retryAfterSeconds: seconds,
  });
}

/**
 * Takes the attempt's points before its secret is checked; refuses (429) when that went past a limit: the known
 * pair's own, else the address's, else the client_id's.
 */
export async function reserveTokenAttempt(attempt: TokenAttempt): Promise<TokenAttemptReservation> {
  const key = keys(attempt);
  const { perAddress, perClient, knownPair, knownAddress } = TOKEN_THROTTLE;
  const known = (await prismaRateLimiter(knownAddress).get(key.known)) !== null;
  const plan: { policy: LimiterPolicy; key: string; reason: string; limit: ThrottleLimit }[] = known ? [{ policy: knownPair, key: key.known, reason: "known-pair-throttled", limit: "oauth_token_known_pair" }] : [
    { policy: perAddress, key: key.address, reason: "address-throttled", limit: "oauth_token_address" },
    { policy: perClient, key: key.client, reason: "client-throttled", limit: "oauth_token_client" },
  ];
  for (const step of plan) {
    const wait = await countAgainst(prismaRateLimiter(step.policy), step.key);
    if (wait > 0) {
      logRefusal(attempt, step.reason);
      countThrottleHit(step.limit);
      throw throttled(wait);
    }
  }
  return { attempt, taken: plan.map(({ policy, key }) => ({ policy, key })) };
}

/** A refused attempt keeps the points it took; logged. */
export function recordRefusedAttempt(reservation: TokenAttemptReservation): void {
  logRefusal(reservation.attempt, "invalid-credentials");
}

/**
 * A right secret: the attempt gives its points back, and the pair is remembered as known (it stays welcome while
 * its address or its client_id is throttled by others).
 */
export async function recordIssuedToken(reservation: TokenAttemptReservation): Promise<void> {
  await Promise.all([
    ...reservation.taken.map(({ policy, key }) => giveBack(prismaRateLimiter(policy), key)),
    prismaRateLimiter(TOKEN_THROTTLE.knownAddress).set(keys(reservation.attempt).known, 1, TOKEN_THROTTLE.knownAddress.duration),
  ]);
}
