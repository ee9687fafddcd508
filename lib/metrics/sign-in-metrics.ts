import { counter } from "./registry";

/** Refused portal sign-ins by reason, and requests refused by a rate limit (sign-in, token endpoint). */
const refusals = () =>
  counter({
    name: "credito_portal_sign_in_refusals_total",
    help: "Portal sign-ins refused, by reason (invalid, locked, rate_limited)",
    labelNames: ["reason"] as const,
  });

const throttled = () =>
  counter({
    name: "credito_throttle_hits_total",
    help: "Requests refused by a rate limit, by limit",
    labelNames: ["limit"] as const,
  });

export type ThrottleLimit = "portal_sign_in_address" | "oauth_token_address" | "oauth_token_client" | "oauth_token_known_pair";

export function countSignInRefusal(reason: "invalid" | "locked" | "rate-limited"): void {
  refusals().inc({ reason: reason.replace("-", "_") });
}

export function countThrottleHit(limit: ThrottleLimit): void {
  throttled().inc({ limit });
}
