/** Reading the typed values a draft keeps (see `keepTypedValues`). Pure. */
import type { StepId } from "./steps";

export type TypedValues = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The typed values a stored draft keeps, per `step:formId` (anything else there is ignored). */
export function readTypedValues(stored: unknown): TypedValues {
  const typed = typeof stored === "object" && stored !== null ? (stored as { typed?: unknown }).typed : undefined;
  if (typeof typed !== "object" || typed === null) return {};
  return Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, Record<string, unknown>] => typeof entry[1] === "object" && entry[1] !== null && !Array.isArray(entry[1])));
}

/** The kept values of one step, by form. */
export function typedValuesOfStep(typed: TypedValues, step: StepId): Record<string, Readonly<Record<string, unknown>>> {
  return Object.fromEntries(Object.entries(typed).flatMap(([key, values]) => (key.startsWith(`${step}:`) ? [[key.slice(step.length + 1), values]] : [])));
}
