/**
 * Turns a zod error into the `errors: [{ field, message }]` list of the problem+json body and of the forms.
 * Messages come from the schemas as they are; this only locates them.
 */
import type { z } from "zod";

export interface FieldError {
  /** JSON path of the field (`amortization.apr`, `warranty[0].totalValue`); empty string for the body itself. */
  readonly field: string;
  readonly message: string;
}

/** `["warranty", 0, "totalValue"]` → `warranty[0].totalValue`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return text === "" ? name : `${text}.${name}`;
  }, "");
}

/** A problem lists at most this many fields: enough to fix a body, and bounded work for a hostile one. */
export const MAX_FIELD_ERRORS = 50;

export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = formatFieldPath(path);
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    fieldErrors.push({ field, message });
  };
  for (const issue of error.issues) {
    if (fieldErrors.length >= MAX_FIELD_ERRORS) break;
    // One issue lists every unknown key of an object; a form needs one entry per field, naming that field.
    if (issue.code === "unrecognized_keys") {
      const listed = issue.keys.join(", ");
      for (const key of issue.keys.slice(0, MAX_FIELD_ERRORS - fieldErrors.length)) add([...issue.path, key], issue.message.replace(listed, key));
    } else {
      add(issue.path, issue.message);
    }
  }
  return fieldErrors;
}
