"use client";

import { useCallback, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/portal/actions/action-result";

export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

export type ActionHandlers<T> = {
  /** The action's data, once it succeeded (navigate, reset the form, close a dialog…). */
  readonly onSuccess?: (data: T) => void;
  /** A refusal the caller shows itself (on the form's fields, say); without it the message lands in `error`. */
  readonly onFailure?: (failure: ActionFailure) => void;
};

/**
 * Runs a server action in a transition: `pending` while it runs, then its data to `onSuccess`, or its refusal to
 * `onFailure` or else to `error` (cleared at each new run and by `clearError`; `showError` puts a message of the caller's
 * there, for an `onFailure` that shows some refusals elsewhere). The one owner of that plumbing for
 * every button, dialog and form that calls an action.
 */
export function useActionRunner() {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    <T>(action: () => Promise<ActionResult<T>>, handlers: ActionHandlers<T> = {}) => {
      // Outside the transition, so the last refusal goes away as the new run starts, not when it ends.
      setError(null);
      startTransition(async () => {
        const result = await action();
        if (result.ok) handlers.onSuccess?.(result.data);
        else if (handlers.onFailure) handlers.onFailure(result);
        else setError(result.message);
      });
    },
    [],
  );
  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError, showError: setError };
}
