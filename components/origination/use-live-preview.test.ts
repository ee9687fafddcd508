// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { useLivePreview } from "./use-live-preview";

afterEach(cleanup);

const schema = z.object({ amount: z.number().int().min(100), installments: z.number().int().min(6) });
type Values = { amount?: number | string; installments?: number | string };
type Plan = { installmentInCents: number };

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 0 } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client }, children);
  };
}

/** The hook as a step uses it, with the values the operator typed as a prop. */
function renderPreview(fetcher: (input: z.input<typeof schema>) => Promise<ActionResult<Plan>>, values: Values) {
  return renderHook(({ typed }: { typed: Values }) => useLivePreview("plan", schema, typed, fetcher), { wrapper: wrapper(), initialProps: { typed: values } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("useLivePreview", () => {
  test("invalid values ask nothing; a filled field the schema refuses is named, an empty one is not", async () => {
    const fetcher = vi.fn(async () => ({ ok: true as const, data: { installmentInCents: 1 } }));
    const { result } = renderPreview(fetcher, { amount: 50, installments: "" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(result.current.ready).toBe(false);
    expect(result.current.updating).toBe(false);
    expect(result.current.result).toBeUndefined();
    expect(result.current.blockedFields).toEqual(["amount"]);
    expect(fetcher).not.toHaveBeenCalled();
  });

  test("valid values are asked at once on opening; later keystrokes are asked once, when typing settles", async () => {
    const fetcher = vi.fn(async (input: z.input<typeof schema>) => ({ ok: true as const, data: { installmentInCents: input.amount * 10 } }));
    const { result, rerender } = renderPreview(fetcher, { amount: 1_000, installments: 12 });
    await waitFor(() => expect(result.current.result).toEqual({ installmentInCents: 10_000 }));
    expect(result.current.updating).toBe(false);
    expect(result.current.refusal).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith({ amount: 1_000, installments: 12 });

    for (const amount of [2, 20, 200, 2_000]) rerender({ typed: { amount, installments: 12 } });
    expect(result.current.updating).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.result).toEqual({ installmentInCents: 20_000 }));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenLastCalledWith({ amount: 2_000, installments: 12 });
    expect(result.current.updating).toBe(false);
  });

  test("while new values are typed and asked, the last answer stays on screen marked as updating", async () => {
    const second = deferred<ActionResult<Plan>>();
    const fetcher = vi.fn(async (input: z.input<typeof schema>) => (input.amount === 1_000 ? { ok: true as const, data: { installmentInCents: 1 } } : second.promise));
    const { result, rerender } = renderPreview(fetcher, { amount: 1_000, installments: 12 });
    await waitFor(() => expect(result.current.result).toEqual({ installmentInCents: 1 }));

    rerender({ typed: { amount: 2_000, installments: 12 } });
    expect(result.current.updating).toBe(true);
    expect(result.current.result).toEqual({ installmentInCents: 1 });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(result.current.updating).toBe(true);
    expect(result.current.result).toEqual({ installmentInCents: 1 });

    await act(async () => second.resolve({ ok: true, data: { installmentInCents: 2 } }));
    await waitFor(() => expect(result.current.result).toEqual({ installmentInCents: 2 }));
    expect(result.current.updating).toBe(false);
  });

  test("a refusal is shown as one, never as an empty result", async () => {
    const refusal = { ok: false as const, code: "invalid" as const, message: "Valor acima da margem.", fieldErrors: { amount: "no máximo R$ 500,00" } };
    const fetcher = vi.fn(async () => refusal);
    const { result } = renderPreview(fetcher, { amount: 1_000, installments: 12 });
    await waitFor(() => expect(result.current.refusal).toEqual(refusal));
    expect(result.current.result).toBeUndefined();
    expect(result.current.updating).toBe(false);
  });

  test("values that become invalid hide the last answer instead of showing it for the wrong inputs", async () => {
    const fetcher = vi.fn(async () => ({ ok: true as const, data: { installmentInCents: 1 } }));
    const { result, rerender } = renderPreview(fetcher, { amount: 1_000, installments: 12 });
    await waitFor(() => expect(result.current.result).toEqual({ installmentInCents: 1 }));
    rerender({ typed: { amount: 1_000, installments: 2 } });
    await waitFor(() => expect(result.current.ready).toBe(false));
    expect(result.current.result).toBeUndefined();
    expect(result.current.blockedFields).toEqual(["installments"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
