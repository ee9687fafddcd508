import { histogram, LATENCY_BUCKETS, secondsSince } from "./registry";

/**
 * Calls of the portal to the credit API (lib/credit-client), by contract operation and outcome. The outcomes
 * are a closed set: a circuit breaker's refusal and a timeout have their own, whichever layer of the client
 * produces them, so dashboards need no change when the client learns new ways to fail.
 */
export const CREDIT_CALL_OUTCOMES = ["ok", "4xx", "5xx", "timeout", "breaker_open", "network", "contract", "error"] as const;
export type CreditCallOutcome = (typeof CREDIT_CALL_OUTCOMES)[number];

const calls = () =>
  histogram({
    name: "credito_credit_client_call_duration_seconds",
    help: "Portal calls to the credit API: latency by contract operation and outcome",
    labelNames: ["operation", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
  });

const FOUR_XX = new Set(["validation", "credentials", "unauthorized", "forbidden", "not-found", "conflict", "rate-limited"]);

/** The outcome of a failed call, from the client's error (its `kind`, and `status` when it has one). */
export function creditCallOutcome(error: unknown): CreditCallOutcome {
  const kind = typeof error === "object" && error !== null ? (error as { kind?: unknown }).kind : undefined;
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof kind !== "string") return "error";
  if (/breaker|circuit/i.test(kind)) return "breaker_open";
  if (kind === "timeout") return "timeout";
  if (kind === "network") return "network";
  if (kind === "server") return "5xx";
  if (FOUR_XX.has(kind)) return "4xx";
  if (kind === "contract") return typeof status === "number" && status >= 500 ? "5xx" : "contract";
  return "error";
}

/** One finished call: `error` undefined when it succeeded. */
export function observeCreditCall(operation: string, startedAt: number, error?: unknown): void {
  calls().observe({ operation, outcome: error === undefined ? "ok" : creditCallOutcome(error) }, secondsSince(startedAt));
}
