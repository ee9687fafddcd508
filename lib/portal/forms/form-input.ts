import { z } from "zod";

type FormSchemaSource = z.ZodType | ((...args: never[]) => z.ZodType);
/** What the browser's form holds for a schema, or for the schemas a factory builds. */
export type FormInputOf<Source extends FormSchemaSource> = Source extends z.ZodType
  ? z.input<Source>
  : Source extends (...args: never[]) => infer Schema
    ? Schema extends z.ZodType
      ? z.input<Schema>
      : never
    : never;

const MAX_FIELDS = 20;
const MAX_FIELD_NAME = 40;

function isBoundedForm(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const names = Object.keys(value);
  return names.length <= MAX_FIELDS && names.every((name) => name.length <= MAX_FIELD_NAME);
}

/**
 * A form an action receives to parse for real inside its lib function, with a schema built there (from the product's
 * ranges, the borrower's margin, today's month): here only its size is bounded. Its type is the one the schema (or
 * the schema factory) gives the browser's form, so the form, the action and the lib function share one inferred type.
 */
export function formInput<Source extends FormSchemaSource>(_source: Source) {
  return z.custom<FormInputOf<Source>>(isBoundedForm, { error: "Formulário inválido: recarregue a página." });
}
