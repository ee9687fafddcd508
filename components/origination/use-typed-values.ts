"use client";

import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { keepTypedValuesAction } from "@/lib/portal/origination/actions";
import type { StepId } from "@/lib/portal/origination/steps";

const QUIET_MS = 600;

/**
 * Keeps what the operator types in a step's form on the draft (a moment after typing stops, and when the page or
 * the step is left), so resuming the draft brings it back (issue 24). The server keeps it only for the draft's
 * current step; the form starts from `typedDefaults` when there are any.
 */
export function useTypedValues<T extends FieldValues>(form: Pick<UseFormReturn<T>, "watch">, target: { draftId: string; step: StepId; formId: string }) {
  const { draftId, step, formId } = target;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: Record<string, unknown> = {};
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void keepTypedValuesAction({ draftId, step, formId, values: latest }).catch(() => undefined);
    };
    const subscription = form.watch((values) => {
      latest = values;
      clearTimeout(timer);
      timer = setTimeout(flush, QUIET_MS);
    });
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, draftId, step, formId]);
}

/** The form's defaults with what was typed before on top (kept values are the form's own shape). */
export function typedDefaults<T extends object>(defaults: T, typed: Readonly<Record<string, unknown>> | undefined): T {
  return typed ? ({ ...defaults, ...typed } as T) : defaults;
}
