import { AppError } from "@/lib/http";
import { networkPrefix } from "@/lib/http/client-address";
import { logger } from "@/lib/log/logger";
import { countThrottleHit } from "@/lib/metrics/sign-in-metrics";
import { countAgainst, msUntilAllowed, prismaRateLimiter } from "@/lib/security/rate-limiters";

/**
 * Throttling of `POST /oauth/token`, counted in PostgreSQL so every instance shares it (lib/security/rate-limiters):
 * - per client address: TOKEN_THROTTLE.perAddress.points refused attempts in a window (15 minutes from the
 *   first of them) stop that address until the window ends;
 * - per client_id: past perClient.points refused attempts (from any addresses), the client_id is blocked for
 *   addresses that have not obtained a token for it recently; the partner's own servers, which have
 *   (knownAddress), keep getting tokens, so a stranger who knows a client_id cannot lock its owner out.
 * Only refused attempts count (a partner renewing tokens is never slowed down). A throttled request is refused
 * before its secret is checked (no scrypt work), with 429 and Retry-After. Every refusal is logged, masked:
 * the client_id cut and masked by the logger, the address reduced to its network prefix.
 */
export const TOKEN_THROTTLE = {
  perAddress: { keyPrefix: "oauth-fail-address", points: 10, duration: 900 },
  perClient: { keyPrefix: "oauth-fail-client", points: 30, duration: 900 },
  knownAddress: { keyPrefix: "oauth-known-address", points: 1_000_000, duration: 30 * 24 * 3600 },
} as const;

const log = logger.child({ component: "oauth-token" });

export interface TokenAttempt {
  readonly clientId: string;
  /** The client address (lib/http/client-address.ts), null when unknown. */
  readonly address: string | null;
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

/** Refuses (429) an attempt whose address, or whose client_id from an unknown address, is over its limit. */
export async function refuseIfThrottled(attempt: TokenAttempt): Promise<void> {
  const key = keys(attempt);
  const { perAddress, perClient, knownAddress } = TOKEN_THROTTLE;
  const [addressWait, clientWait] = await Promise.all([
    msUntilAllowed(prismaRateLimiter(perAddress), perAddress.points, key.address),
    msUntilAllowed(prismaRateLimiter(perClient), perClient.points, key.client),
  ]);
  if (addressWait > 0) {
    logRefusal(attempt, "address-throttled");
    countThrottleHit("oauth_token_address");
    throw throttled(addressWait);
  }
  if (clientWait > 0 && (await prismaRateLimiter(knownAddress).get(key.known)) === null) {
    logRefusal(attempt, "client-throttled");
    countThrottleHit("oauth_token_client");
    throw throttled(clientWait);
  }
}

/** Counts a refused attempt against its address and its client_id. */
export async function recordRefusedAttempt(attempt: TokenAttempt): Promise<void> {
  const key = keys(attempt);
  await Promise.all([
    countAgainst(prismaRateLimiter(TOKEN_THROTTLE.perAddress), key.address),
    countAgainst(prismaRateLimiter(TOKEN_THROTTLE.perClient), key.client),
  ]);
  logRefusal(attempt, "invalid-credentials");
}

/** Remembers that this address obtained a token for this client_id (it stays welcome while the client_id is throttled). */
export async function recordIssuedToken(attempt: TokenAttempt): Promise<void> {
  await prismaRateLimiter(TOKEN_THROTTLE.knownAddress).set(keys(attempt).known, 1, TOKEN_THROTTLE.knownAddress.duration);
}
