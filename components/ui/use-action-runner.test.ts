// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { useActionRunner } from "./use-action-runner";

afterEach(cleanup);

const refusal: ActionResult<never> = { ok: false, code: "conflict", message: "A operação mudou de status.", fieldErrors: { reason: "informe o motivo" } };

/** An action that answers when the test says so, to observe `pending` while it runs. */
function deferred<T>() {
  let answer!: (result: ActionResult<T>) => void;
  const promise = new Promise<ActionResult<T>>((resolve) => (answer = resolve));
  return { action: () => promise, answer };
}

describe("useActionRunner", () => {
  test("pending while the action runs; its data goes to onSuccess and no error is shown", async () => {
    const { result } = renderHook(useActionRunner);
    const { action, answer } = deferred<{ id: string }>();
    const onSuccess = vi.fn();
    act(() => result.current.run(action, { onSuccess }));
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => answer({ ok: true, data: { id: "op-1" } }));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ id: "op-1" });
    expect(result.current.error).toBeNull();
  });

  test("a refusal without onFailure lands in error, cleared by the next run and by clearError", async () => {
    const { result } = renderHook(useActionRunner);
    await act(async () => result.current.run(async () => refusal));
    await waitFor(() => expect(result.current.error).toBe("A operação mudou de status."));

    const next = deferred<null>();
    act(() => result.current.run(next.action));
    await waitFor(() => expect(result.current.error).toBeNull());
    await act(async () => next.answer(refusal));
    await waitFor(() => expect(result.current.error).toBe("A operação mudou de status."));

    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  test("a refusal with onFailure goes there whole (fields included), not to error; onSuccess is not called", async () => {
    const { result } = renderHook(useActionRunner);
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    await act(async () => result.current.run(async () => refusal, { onSuccess, onFailure }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledExactlyOnceWith(refusal));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.pending).toBe(false));
  });

  test("showError lets an onFailure put some refusals in error", async () => {
    const { result } = renderHook(useActionRunner);
    await act(async () => result.current.run(async () => ({ ok: false, code: "upstream", message: "Serviço indisponível." }), { onFailure: (failure) => result.current.showError(failure.message) }));
    await waitFor(() => expect(result.current.error).toBe("Serviço indisponível."));
  });
});
