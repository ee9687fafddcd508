import type { z } from "zod";
import { ActionRefusal } from "../actions/action-result";
import { toFormErrors } from "./to-form-errors";

/**
 * Parses a form with a schema known only inside the action (one built from the product's ranges, say): a refusal
 * names each field exactly as the browser's copy of the same schema would.
 */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ActionRefusal("invalid", "Revise os campos destacados.", toFormErrors(parsed.error));
  return parsed.data;
}
