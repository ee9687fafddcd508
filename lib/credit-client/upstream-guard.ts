import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  IsolatedCircuitError,
  circuitBreaker,
  handleWhen,
  retry,
  type CircuitBreakerPolicy,
  type RetryPolicy,
} from "cockatiel";
import { CreditApiError, isCreditApiError } from "./credit-api-error";

/**
 * Fail fast, recover alone (cockatiel): one circuit breaker per upstream and process, so a dead credit API costs
 * a page the breaker's fail-fast path instead of a timeout per request; bounded, jittered retries for idempotent
 * reads, all within one time budget per call. Only the upstream's own failures (no answer, 5xx) count: a 4xx is
 * the caller's business and a 429 says the upstream is alive.
 */
export type UpstreamName = "credit-api" | "desk-api";

export interface UpstreamState {
  readonly upstream: UpstreamName;
  readonly baseUrl: string;
  readonly breaker: "closed" | "open" | "half-open";
  readonly lastSuccessAt: string | null;
  readonly lastFailureAt: string | null;
}

export interface GuardedCall {
  readonly operationId: string;
  /** GET: retried on a transient failure while the budget lasts. Writes are never retried here (the caller's key is). */
  readonly idempotent: boolean;
  /** The whole call (token, exchange, renewal, retries) ends within this. */
  readonly budgetMs: number;
}

export interface UpstreamGuard {
  run<T>(call: GuardedCall, attempt: (signal: AbortSignal) => Promise<T>): Promise<T>;
  state(): UpstreamState;
}

/** Consecutive upstream failures that open the breaker. */
const FAILURES_TO_OPEN = 5;
const RETRY_ATTEMPTS = 2;

export function halfOpenAfterMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const configured = Number(env.CREDIT_API_BREAKER_HALF_OPEN_MS);
  return Number.isFinite(configured) && configured >= 100 ? configured : 10_000;
}

/** A failure of the upstream itself, as opposed to a refusal of the request. */
export function isUpstreamFailure(error: unknown): boolean {
  if (!isCreditApiError(error)) return false;
  return error.kind === "timeout" || error.kind === "network" || (error.kind === "server" && error.status !== 501);
}

/** Worth another try within the budget: a refused connection or a 502/503/504 (not a timeout, which spent it). */
function isTransient(error: unknown): boolean {
  return isCreditApiError(error) && (error.kind === "network" || (error.kind === "server" && [502, 503, 504].includes(error.status ?? 0)));
}

/** The upstream answered (any HTTP status): it is alive, whatever it said. */
function wasAnswered(error: unknown): boolean {
  return isCreditApiError(error) && error.status !== undefined;
}

/**
 * A call that spent its whole budget without the upstream answering anything, to it or to any other call, since it
 * began, is proof the upstream hangs: the calls still waiting on it are ended now, not each at its own deadline. Under
 * load a page's call starts late (its request queued for the CPU first), so fifty pages that each waited a full budget
 * from their own start would end up to a budget apart; now they end with the first, and the breaker (their failures
 * counted) answers the next ones at once. An upstream that is only slow for some calls answers others meanwhile, and
 * nothing is ended early.
 */
function endsWaitingCalls(call: { readonly timedOut: boolean; readonly startedAt: number; readonly lastAnswerAt: number }): boolean {
  return call.timedOut && call.lastAnswerAt < call.startedAt;
}

function breakerLabel(state: CircuitState): UpstreamState["breaker"] {
  if (state === CircuitState.Closed) return "closed";
  if (state === CircuitState.HalfOpen) return "half-open";
  return "open";
}

function createGuard(upstream: UpstreamName, baseUrl: string): UpstreamGuard {
  const breaker: CircuitBreakerPolicy = circuitBreaker(handleWhen(isUpstreamFailure), {
    halfOpenAfter: halfOpenAfterMs(),
    breaker: new ConsecutiveBreaker(FAILURES_TO_OPEN),
  });
  const retries: RetryPolicy = retry(handleWhen(isTransient), {
    maxAttempts: RETRY_ATTEMPTS,
    // Decorrelated jitter (cockatiel's default generator): instances retrying together do not stay in step.
    backoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 800 }),
  });
  let lastSuccessAt: Date | null = null;
  let lastFailureAt: Date | null = null;
  breaker.onSuccess(() => (lastSuccessAt = new Date()));
  breaker.onFailure(({ handled }) => {
    if (handled) lastFailureAt = new Date();
  });

  // A hung upstream, found once, ends every call waiting on it (see endsWaitingCalls).
  let hang = new AbortController();
  let lastAnswerAt = Number.NEGATIVE_INFINITY;

  return {
    async run(call, attempt) {
      const startedAt = performance.now();
      const ownBudget = AbortSignal.timeout(call.budgetMs);
      const waitingOn = hang;
      const signal = AbortSignal.any([ownBudget, waitingOn.signal]);
      const once = () => breaker.execute(() => attempt(signal), signal);
      try {
        const result = call.idempotent ? await retries.execute(once, signal) : await once();
        lastAnswerAt = performance.now();
        return result;
      } catch (error) {
        if (wasAnswered(error)) lastAnswerAt = performance.now();
        else if (endsWaitingCalls({ timedOut: ownBudget.aborted, startedAt, lastAnswerAt }) && waitingOn === hang) {
          hang = new AbortController();
          waitingOn.abort();
        }
        if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) throw openCircuitError(call.operationId, upstream);
        throw error;
      }
    },
    state: () => ({
      upstream,
      baseUrl,
      breaker: breakerLabel(breaker.state),
      lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: lastFailureAt?.toISOString() ?? null,
    }),
  };
}

function openCircuitError(operationId: string, upstream: UpstreamName): CreditApiError {
  return new CreditApiError({
    kind: "network",
    operationId,
    title: "circuito aberto",
    detail: `${upstream}: falhas seguidas; chamadas suspensas por ${Math.round(halfOpenAfterMs() / 1000)} s`,
    userMessage: "O serviço de crédito está fora do ar no momento; o portal tentará de novo sozinho em instantes.",
  });
}

/** On globalThis: Next's server bundles may load this module more than once, and the breaker must be one per process. */
const REGISTRY = Symbol.for("credito-parceiros.upstreamGuards");
type Registry = Map<string, UpstreamGuard>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** The guard of an upstream (credit API or desk API at `baseUrl`), created on first use, shared by the process. */
export function upstreamGuard(upstream: UpstreamName, baseUrl: string): UpstreamGuard {
  const key = `${upstream} ${baseUrl}`;
  const guards = registry();
  let guard = guards.get(key);
  if (!guard) {
    guard = createGuard(upstream, baseUrl);
    guards.set(key, guard);
  }
  return guard;
}

/** Every upstream this process has called, for /health. */
export function upstreamStates(): UpstreamState[] {
  return [...registry().values()].map((guard) => guard.state());
}

/** Tests only: forget every breaker. */
export function resetUpstreamGuards(): void {
  registry().clear();
}
