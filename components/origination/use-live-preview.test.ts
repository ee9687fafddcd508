// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { fetchDraftPreview, useLivePreview } from "./use-live-preview";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

describe("fetchDraftPreview", () => {
  const target = { product: "payroll", draftId: "0b9e7a52-0f44-4e7a-9d52-0c3a1b1f2e11", kind: "plan" as const };

  function answering(response: Response) {
    const fetcher = vi.fn(async (_url: string, _init?: RequestInit) => response);
    vi.stubGlobal("fetch", fetcher);
    return fetcher;
  }

  test("a GET of the draft's preview route: the draft by id in the path, the typed form as JSON in the query", async () => {
    const fetcher = answering(Response.json({ installmentInCents: 12_345 }));
    const result = await fetchDraftPreview<Plan>(target, { amount: 150_000, installments: 24 });
    expect(result).toEqual({ ok: true, data: { installmentInCents: 12_345 } });
    const [url, init] = fetcher.mock.calls[0]!;
    const parsed = new URL(url, "http://portal.test");
    expect(parsed.pathname).toBe(`/originate/payroll/${target.draftId}/preview/plan`);
    expect(JSON.parse(parsed.searchParams.get("form")!)).toEqual({ amount: 150_000, installments: 24 });
    expect(init?.method ?? "GET").toBe("GET");
  });

  test("a problem+json answer is the refusal the form shows, its errors at the fields they name", async () => {
    answering(
      new Response(JSON.stringify({ type: "about:blank", title: "A parcela passa da margem livre.", status: 400, errors: [{ field: "amount", message: "Reduza o valor." }] }), {
        status: 400,
        headers: { "content-type": "application/problem+json" },
      }),
    );
    expect(await fetchDraftPreview(target, {})).toEqual({ ok: false, code: "invalid", message: "A parcela passa da margem livre.", fieldErrors: { amount: "Reduza o valor." } });
  });

  test("the credit API limiting the calls (503 + Retry-After): the step shows when to try again, in pt-BR", async () => {
    answering(
      new Response(JSON.stringify({ type: "about:blank", title: "O serviço de crédito limitou as chamadas.", status: 503, detail: "O serviço de crédito limitou as chamadas; tente em 30 s." }), {
        status: 503,
        headers: { "content-type": "application/problem+json", "retry-after": "30" },
      }),
    );
    expect(await fetchDraftPreview(target, {})).toEqual({ ok: false, code: "upstream", message: "O serviço de crédito limitou as chamadas; tente em 30 s." });
  });

  test("a conflict keeps its code; an answer without a body still says something in pt-BR", async () => {
    answering(Response.json({ title: "Consulte a margem primeiro.", status: 409 }, { status: 409 }));
    expect(await fetchDraftPreview(target, {})).toEqual({ ok: false, code: "conflict", message: "Consulte a margem primeiro." });
    answering(new Response("", { status: 502 }));
    expect(await fetchDraftPreview(target, {})).toMatchObject({ ok: false, code: "upstream", message: expect.stringMatching(/Não foi possível/) });
  });
});
