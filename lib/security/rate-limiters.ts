import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { getPrisma } from "@/lib/db/client";

/**
 * Rate limiters whose counters live in PostgreSQL (table rate_limit_counter, created by a Prisma migration),
 * so every app instance on the same database shares them. One limiter per policy, created once per process.
 */
export interface LimiterPolicy {
  /** Namespace of the keys in the shared table. */
  readonly keyPrefix: string;
  /** Points a key may consume in a window. */
  readonly points: number;
  /** Window, in seconds. */
  readonly duration: number;

}

const limiters = new Map<string, RateLimiterPrisma>();

export function prismaRateLimiter(policy: LimiterPolicy): RateLimiterPrisma {
  let limiter = limiters.get(policy.keyPrefix);
  if (limiter === undefined) {
    limiter = new RateLimiterPrisma({
      storeClient: getPrisma(),
      tableName: "rateLimitCounter",
      keyPrefix: policy.keyPrefix,
      points: policy.points,
      duration: policy.duration,
    });
    limiters.set(policy.keyPrefix, limiter);
  }
  return limiter;
}

/**
 * Counts one point for `key`; returns the wait in ms when that went past the limit (0 otherwise). The count and
 * the check are one statement (the limiter increments the row in the database and reads the result back), so
 * parallel callers never all see the same old count: take the point first, then do the guarded work.
 */
export async function countAgainst(limiter: RateLimiterPrisma, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(refusal.msBeforeNext, 1);
    throw refusal;
  }
}

/** Gives back a point taken by `countAgainst` (the guarded attempt succeeded and must not count). */
export async function giveBack(limiter: RateLimiterPrisma, key: string): Promise<void> {
  await limiter.reward(key, 1);
}
