"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { filledIssueFields } from "@/lib/portal/forms/filled-issue-fields";

/** The value once it stopped changing for `delay` ms (typing settles before anything is asked). */
export function useDebouncedValue<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export class PreviewRefusal extends Error {
  constructor(readonly failure: Extract<ActionResult<unknown>, { ok: false }>) {
    super(failure.message);
  }
}

/**
 * A result computed by the API as soon as the inputs are valid, and again whenever they change (debounced; no
 * "calculate" button, Mifos issue 1790). The last result stays on screen, marked as updating, while the next one
 * is on its way; a refusal is shown as one, never as an empty result.
 */
export function useLivePreview<S extends z.ZodType, R>(key: string, schema: S, values: unknown, fetcher: (input: z.input<S>) => Promise<ActionResult<R>>) {
  const settled = useDebouncedValue(values);
  const parsed = schema.safeParse(settled);
  const query = useQuery({
    queryKey: ["preview", key, settled],
    enabled: parsed.success,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      const result = await fetcher(settled as z.input<S>);
      if (!result.ok) throw new PreviewRefusal(result);
      return result.data;
    },
  });
  const typing = settled !== values;
  return {
    result: parsed.success ? query.data : undefined,
    refusal: query.error instanceof PreviewRefusal && parsed.success ? query.error.failure : null,
    updating: parsed.success && (query.isFetching || typing),
    ready: parsed.success,
    /** Fields the operator filled that the schema refuses: the preview waits on them. */
    blockedFields: parsed.success ? [] : filledIssueFields(parsed.error, settled),
  };
}

/**
 * Shows the errors of the fields holding the preview back as soon as typing settles, under each field, instead of
 * waiting for the operator to leave it: otherwise the preview would just sit there waiting with no reason given.
 */
export function useRevealBlockedFields<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, blockedFields: readonly string[]) {
  const key = blockedFields.join("|");
  useEffect(() => {
    if (key) void form.trigger(key.split("|") as Array<Path<T>>);
  }, [key, form]);
}

/**
 * The API's refusal of a preview placed at the fields it names (e.g. the FGTS cap at the amount), not only in the
 * summary above the result: the operator sees which field to change and why.
 */
export function usePreviewFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  refusal: { readonly fieldErrors?: Readonly<Record<string, string>> } | null,
  fields: readonly string[],
) {
  useEffect(() => {
    for (const [field, message] of Object.entries(refusal?.fieldErrors ?? {})) {
      if (fields.includes(field)) form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: false });
    }
  }, [refusal, fields, form]);
}
