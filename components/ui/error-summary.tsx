"use client";

import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";

export interface FlatFieldError {
  readonly name: string;
  readonly message: string;
}

/** react-hook-form's nested errors as `{ name: "warranty.0.totalValue", message }`, in field order; `root` left out. */
export function flattenFieldErrors(errors: FieldErrors<FieldValues>, prefix = ""): FlatFieldError[] {
  const flat: FlatFieldError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === "root" && prefix === "") continue;
    if (!value || typeof value !== "object") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message !== "") flat.push({ name, message });
    else flat.push(...flattenFieldErrors(value as FieldErrors<FieldValues>, name));
  }
  return flat;
}

/** The element id of a form field: stable, derived from the form's id and the field path. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/**
 * GOV.UK's error summary: after a refused submit, focus moves here; each line links to its field, which also shows
 * its own message. The form's general message (an API refusal not tied to a field) heads the list.
 */
export function ErrorSummary({
  formId,
  errors,
  labels,
  focusKey,
}: {
  formId: string;
  errors: FieldErrors<FieldValues>;
  labels: Readonly<Record<string, string>>;
  /** Changes at each refused submit: the summary takes the focus then. */
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  const fields = flattenFieldErrors(errors);
  const general = errors.root?.message;
  const hasErrors = fields.length > 0 || Boolean(general);

  useEffect(() => {
    // Once per refused submit, not at each keystroke that changes the errors. The first submit's errors can reach
    // the form a render after its key does (the summary is not there yet): the focus waits for them.
    if (focusKey > 0 && hasErrors && focused.current !== focusKey && ref.current) {
      focused.current = focusKey;
      ref.current.focus();
    }
  }, [focusKey, hasErrors]);

  // Shown after a refused submit (GOV.UK), not while a live-validated form is being typed in.
  if (!hasErrors || focusKey === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${formId}-resumo`} className="rounded-lg border-2 border-red-600 bg-white p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200">
      <h2 id={`${formId}-resumo`} className="flex items-center gap-2 font-semibold text-red-800">
        <CircleAlert aria-hidden className="h-5 w-5" />
        Há um problema {fields.length > 1 ? `em ${fields.length} campos` : general && fields.length === 0 ? "" : "em um campo"}
      </h2>
      {general && <p className="mt-2 text-sm text-slate-800">{general}</p>}
      {fields.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
          {fields.map((field) => (
            <li key={field.name}>
              <a
                href={`#${fieldId(formId, field.name)}`}
                className="font-medium text-red-800 underline"
                onClick={(event) => {
                  const target = document.getElementById(fieldId(formId, field.name));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: "center" });
                }}
              >
                {labels[field.name] ? `${labels[field.name]}: ` : ""}
                {field.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
