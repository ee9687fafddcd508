import type { z } from "zod";
import type { FieldError } from "./problem";

/*
 * Minimal zod issues → field errors formatter. lib/contract/errors.ts (`toFieldErrors`) is being written
 * in parallel with the same output shape and may replace this one: withProblemHandling takes any
 * formatter through its `toFieldErrors` option.
 */

/** ["items", 0, "amount"] → "items[0].amount"; the request body itself is "" (a form-level error). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((joined, segment) => {
    if (typeof segment === "number") return `${joined}[${segment}]`;
    const name = String(segment);
    return joined === "" ? name : `${joined}.${name}`;
  }, "");
}

export function zodErrorToFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] =>
    // One entry per unexpected key, so the caller sees which field to remove.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), message: "Campo não reconhecido." }))
      : [{ field: fieldPath(issue.path), message: issue.message }],
  );
}
