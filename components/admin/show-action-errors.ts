import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/portal/actions/action-result";

type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

/**
 * Puts a refused action's errors on the form: each message on its field when the form shows that field; the
 * action's message (unless a field already says exactly that) and messages about fields the form does not
 * show go to the form's root error, so nothing the server said is lost or said twice.
 */
export function showActionErrors<T extends FieldValues>(setError: UseFormSetError<T>, failure: ActionFailure, shownFields: readonly Path<T>[]): void {
  const onFields: string[] = [];
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(failure.fieldErrors ?? {})) {
    const field = shownFields.find((shown) => shown === name);
    if (field) {
      setError(field, { type: "server", message });
      onFields.push(message);
    } else {
      elsewhere.push(message);
    }
  }
  const root = [...new Set([...(onFields.includes(failure.message) ? [] : [failure.message]), ...elsewhere])];
  if (root.length > 0) setError("root", { type: "server", message: root.join(" ") });
}
