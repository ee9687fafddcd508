"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { showActionErrors } from "@/components/admin/show-action-errors";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import type { StepId } from "@/lib/portal/origination/steps";

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/**
 * The wizard's navigation: after a step's action succeeds the page is asked again without `?step=`, and the
 * server opens the step the draft now allows (the next one, past those that decide nothing). Refusals stay on the
 * screen. `advancePast(step)` names a step the screen passed by itself, for its note.
 */
export function useWizard(product: string, draftId: string) {
  const router = useRouter();
  const { pending, run: runAction } = useActionRunner();
  const advance = useCallback(() => router.push(`/originate/${product}/${draftId}`), [router, product, draftId]);
  const advancePast = useCallback((step: StepId) => router.push(`/originate/${product}/${draftId}?passed=${step}`), [router, product, draftId]);
  const run = useCallback(
    <T>(action: () => Promise<ActionResult<T>>, handlers: { onFailure: (failure: Failure) => void; onSuccess?: (data: T) => void }) =>
      runAction(action, { onFailure: handlers.onFailure, onSuccess: handlers.onSuccess ?? advance }),
    [runAction, advance],
  );
  return { pending, run, advance, advancePast, refresh: router.refresh };
}

/**
 * A form's refusals, wherever they come from (the browser's copy of the schema or the server): each on its field,
 * the rest in the summary, and the focus moved to the summary at each refused submit.
 */
export function useFormFeedback<T extends FieldValues>(form: UseFormReturn<T, unknown, never> | UseFormReturn<T, unknown, FieldValues> | UseFormReturn<T>, fields: readonly string[]) {
  const [focusKey, setFocusKey] = useState(0);
  const onInvalid = useCallback(() => setFocusKey((key) => key + 1), []);
  const fail = useCallback(
    (failure: Failure) => {
      showActionErrors(form.setError, failure, fields as readonly Path<T>[]);
      setFocusKey((key) => key + 1);
    },
    [form.setError, fields],
  );
  return { focusKey, onInvalid, fail };
}
