import { afterEach, describe, expect, test, vi } from "vitest";
import { CreditApiError, isCreditApiError } from "./credit-api-error";
import { resetUpstreamGuards, upstreamGuard, upstreamStates } from "./upstream-guard";

const BASE = "http://guarded.test";
const read = { operationId: "getCreditNote", idempotent: true, budgetMs: 1_000 };
const write = { operationId: "createCreditNote", idempotent: false, budgetMs: 1_000 };

function failing(kind: CreditApiError["kind"], status?: number) {
  return vi.fn(async () => {
    throw new CreditApiError({ kind, operationId: "getCreditNote", title: "x", ...(status !== undefined && { status }) });
  });
}

async function outcome(promise: Promise<unknown>): Promise<CreditApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  if (!isCreditApiError(error)) throw new Error(`expected a CreditApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  resetUpstreamGuards();
  vi.unstubAllEnvs();
});

describe("upstream guard", () => {
  test("a read is retried on a 503, a write is not", async () => {
    const guard = upstreamGuard("credit-api", BASE);
    const attempt = failing("server", 503);
    expect((await outcome(guard.run(read, attempt))).status).toBe(503);
    expect(attempt).toHaveBeenCalledTimes(3);

    const once = failing("server", 503);
    await outcome(guard.run(write, once));
    expect(once).toHaveBeenCalledTimes(1);
  });

  test("five upstream failures open the breaker: the next call fails fast without reaching the upstream", async () => {
    const guard = upstreamGuard("credit-api", BASE);
    for (let index = 0; index < 5; index += 1) await outcome(guard.run(write, failing("timeout")));
    expect(guard.state().breaker).toBe("open");

    const untouched = vi.fn(async () => "answer");
    const startedAt = performance.now();
    const error = await outcome(guard.run(read, untouched));
    expect(performance.now() - startedAt).toBeLessThan(50);
    expect(untouched).not.toHaveBeenCalled();
    expect(error.kind).toBe("network");
    expect(error.userMessage).toMatch(/fora do ar/);
    expect(upstreamStates()).toEqual([expect.objectContaining({ upstream: "credit-api", baseUrl: BASE, breaker: "open", lastFailureAt: expect.any(String) })]);
  });

  test("refusals (4xx, 429) do not count: the upstream answered", async () => {
    const guard = upstreamGuard("credit-api", BASE);
    for (let index = 0; index < 8; index += 1) await outcome(guard.run(write, failing("rate-limited", 429)));
    for (let index = 0; index < 8; index += 1) await outcome(guard.run(write, failing("not-found", 404)));
    expect(guard.state().breaker).toBe("closed");
  });

  test("after the half-open delay one trial call closes it again", async () => {
    vi.stubEnv("CREDIT_API_BREAKER_HALF_OPEN_MS", "100");
    const guard = upstreamGuard("credit-api", BASE);
    for (let index = 0; index < 5; index += 1) await outcome(guard.run(write, failing("network")));
    expect(guard.state().breaker).toBe("open");
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(guard.run(read, async () => "ok")).resolves.toBe("ok");
    expect(guard.state()).toMatchObject({ breaker: "closed", lastSuccessAt: expect.any(String) });
  });

  test("the budget's signal aborts when the call's time is spent", async () => {
    const guard = upstreamGuard("credit-api", BASE);
    const seen = await guard.run({ ...read, budgetMs: 30 }, (signal) => new Promise<boolean>((resolve) => signal.addEventListener("abort", () => resolve(signal.aborted))));
    expect(seen).toBe(true);
  });

  /** An attempt that waits on an upstream that never answers: it fails as sendRequest does when its signal aborts. */
  const hanging = (signal: AbortSignal) =>
    new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new CreditApiError({ kind: "timeout", operationId: "getCreditNote", title: "sem resposta no prazo" }))));
  const endedAt = async (promise: Promise<unknown>, since: number) => {
    await outcome(promise);
    return performance.now() - since;
  };

  test("a call that spent its whole budget unanswered ends the calls waiting behind it, not each at its own deadline", async () => {
    const guard = upstreamGuard("credit-api", BASE);
    const since = performance.now();
    const first = endedAt(guard.run({ ...write, budgetMs: 500 }, hanging), since);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Started late (its request queued for the CPU, say): on its own it would end at 900 ms.
    const late = endedAt(guard.run({ ...read, budgetMs: 500 }, hanging), since);
    expect(await first).toBeGreaterThanOrEqual(495);
    expect(await late).toBeLessThan(750);
    // The calls after it have a whole budget again.
    const next = performance.now();
    expect(await endedAt(guard.run({ ...read, budgetMs: 100 }, hanging), next)).toBeGreaterThanOrEqual(95);
  });

  test("an upstream that answered meanwhile is slow, not hung: the calls behind keep their own budget", async () => {
    const guard = upstreamGuard("credit-api", BASE);
    const since = performance.now();
    const first = endedAt(guard.run({ ...write, budgetMs: 500 }, hanging), since);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await guard.run(read, async () => "answered");
    await outcome(guard.run(write, failing("not-found", 404)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = endedAt(guard.run({ ...read, budgetMs: 500 }, hanging), since);
    await first;
    expect(await late).toBeGreaterThanOrEqual(890);
  });

  test("one guard per upstream and base URL", () => {
    expect(upstreamGuard("credit-api", BASE)).toBe(upstreamGuard("credit-api", BASE));
    expect(upstreamGuard("desk-api", BASE)).not.toBe(upstreamGuard("credit-api", BASE));
  });
});
