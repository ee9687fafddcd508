/**
 * Field errors of a problem document → react-hook-form names. The API names fields by JSON path
 * (`warranty[0].totalValue`); react-hook-form names them with dots (`warranty.0.totalValue`), the form that
 * its `FieldPath<T>` type accepts, so `setError(name, { message })` works for every entry.
 */
export interface CreditFieldError {
  /** JSON path as the API sent it; empty for the request as a whole. */
  readonly field: string;
  readonly message: string;
}

/** Key for errors about the whole request (react-hook-form's form-level errors live under `root`). */
export const ROOT_FIELD = "root";

/** `warranty[0].totalValue` → `warranty.0.totalValue`. */
export function toFormFieldName(path: string): string {
  return path.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
}

/**
 * The errors as `{ [fieldName]: message }`. With `prefix` (a sub-form such as `amortization`), only the
 * fields under it, with the prefix removed. Several messages for one field are joined.
 */
export function formErrorsOf(fieldErrors: readonly CreditFieldError[], prefix?: string): Record<string, string> {
  const base = prefix === undefined ? "" : toFormFieldName(prefix);
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors) {
    const name = relativeName(toFormFieldName(field), base);
    if (name === undefined) continue;
    const previous = errors[name];
    if (previous === undefined) errors[name] = message;
    else if (!previous.split("; ").includes(message)) errors[name] = `${previous}; ${message}`;
  }
  return errors;
}

function relativeName(name: string, base: string): string | undefined {
  if (base === "") return name === "" ? ROOT_FIELD : name;
  if (name === base) return ROOT_FIELD;
  return name.startsWith(`${base}.`) ? name.slice(base.length + 1) : undefined;
}
