import type { z } from "zod";

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (typeof value === "number") return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The form's top-level fields that hold a value and still fail the schema: what keeps a live preview from running
 * although the operator typed something (a field still empty is just not done yet, and says nothing).
 */
export function filledIssueFields(error: z.ZodError, values: unknown): string[] {
  const record = (values ?? {}) as Record<string, unknown>;
  const fields = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && isFilled(record[field])) fields.add(field);
  }
  return [...fields];
}
