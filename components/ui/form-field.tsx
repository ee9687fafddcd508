import type { ReactNode } from "react";

// 44 px tall for a thumb; the keyboard focus is the global 2 px ring (globals.css), as on every other control.
export const INPUT_CLASS =
  "mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 aria-[invalid=true]:border-red-500";

export const FIELD_LABEL_CLASS = "block text-sm font-medium text-slate-700";

/** The accessibility attributes linking an input to its error message, or else to its hint when it has one. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-erro` : hasHint ? hintId(id) : undefined } as const;
}

function hintId(id: string): string {
  return `${id}-dica`;
}

/** A labelled form field with its hint and error message (the input itself is the child, with `fieldAria`). */
export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId(id)} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
