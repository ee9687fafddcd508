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

/** Milliseconds until `key` may act again (it used up its points in the current window), or 0. */
export async function msUntilAllowed(limiter: RateLimiterPrisma, points: number, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state !== null && state.consumedPoints >= points ? Math.max(state.msBeforeNext, 1) : 0;
}

/** Counts one point for `key`; returns the wait in ms when that went past the limit (0 otherwise). */
export async function countAgainst(limiter: RateLimiterPrisma, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(refusal.msBeforeNext, 1);
    throw refusal;
  }
}
