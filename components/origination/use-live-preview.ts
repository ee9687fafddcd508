"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ActionErrorCode, ActionResult } from "@/lib/portal/actions/action-result";
import { filledIssueFields } from "@/lib/portal/forms/filled-issue-fields";
import { draftPreviewUrl, type PreviewKind } from "@/lib/portal/origination/draft-preview";

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

const CODE_BY_STATUS: Readonly<Record<number, ActionErrorCode>> = { 400: "invalid", 401: "unauthenticated", 403: "forbidden", 404: "not-found", 409: "conflict" };

interface PreviewProblem {
  readonly title?: string;
  readonly detail?: string;
  readonly errors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
}

/**
 * Asks a draft's live preview of its GET route (never a server action: Next.js runs those one at a time, and a slow
 * preview would hold back "Escolher"). The route's problem+json becomes the refusal a form shows, its `errors` keyed
 * by the form's fields.
 */
export async function fetchDraftPreview<R>(target: { product: string; draftId: string; kind: PreviewKind }, form: unknown, signal?: AbortSignal): Promise<ActionResult<R>> {
  const response = await fetch(draftPreviewUrl(target, form), { headers: { accept: "application/json" }, cache: "no-store", ...(signal && { signal }) });
  if (response.ok) return { ok: true, data: (await response.json()) as R };
  const problem = ((await response.json().catch(() => null)) ?? {}) as PreviewProblem;
  const fieldErrors = Object.fromEntries((problem.errors ?? []).map(({ field, message }) => [field, message]));
  return {
    ok: false,
    code: CODE_BY_STATUS[response.status] ?? "upstream",
    message: problem.detail ?? problem.title ?? "Não foi possível calcular agora. Tente novamente em instantes.",
    ...(Object.keys(fieldErrors).length > 0 && { fieldErrors }),
  };
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
