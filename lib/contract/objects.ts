/**
 * Object builders of the contract. Request bodies are strict: an unknown field is refused with a message
 * naming it, because a misplaced field (e.g. `termInMonths` in a Price object) marks a wrong payload that
 * the upstream would otherwise ignore silently. Responses are not built here: they stay open to additions.
 */
import { z } from "zod";
import { expecting, listOfValues } from "./messages";

type Shape = z.core.$ZodLooseShape;

/** Fields refused by name (the spec's "Do not send" lists); kept out of the "accepted fields" hint. */
const forbiddenFields = new WeakSet<z.ZodType>();

/**
 * A field that must not be sent. It is declared in the shape (instead of left unknown) so its message can
 * say why, and so the documentation lists it as "não envie".
 */
export function forbiddenField(message: string) {
  const schema = z.never({ error: message }).optional().describe(`Não envie: ${message}`);
  forbiddenFields.add(schema);
  return schema;
}

export function isForbiddenField(schema: unknown): boolean {
  return schema instanceof z.ZodType && forbiddenFields.has(schema);
}

/** Keys of a shape that a client may send. */
export function acceptedKeys(shape: Shape): string[] {
  return Object.keys(shape).filter((key) => !isForbiddenField(shape[key]));
}

/** Keys of a shape refused by name. */
export function forbiddenKeys(shape: Shape): string[] {
  return Object.keys(shape).filter((key) => isForbiddenField(shape[key]));
}

/** A strict request object; `what` names the object in pt-BR for the messages (e.g. "corpo de criação da operação"). */
export function requestObject<S extends Shape>(shape: S, what: string) {
  const accepted = listOfValues(acceptedKeys(shape));
  const notAnObject = expecting(`informe um objeto JSON (${what})`);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `campo desconhecido: ${issue.keys.join(", ")} (${what}); envie só os campos aceitos: ${accepted}`
        : notAnObject(issue),
  });
}

/** The subset of a shape with the given keys, to derive one object from another without restating fields. */
export function pickShape<S extends Shape, K extends keyof S & string>(shape: S, keys: readonly K[]): Pick<S, K> {
  const picked: Partial<Pick<S, K>> = {};
  for (const key of keys) picked[key] = shape[key];
  return picked as Pick<S, K>;
}

/** A list with a size range; `what` names the items in pt-BR. */
export function listSchema<T extends z.ZodType>(item: T, what: string, options: { min?: number; max?: number } = {}) {
  const min = options.min ?? 0;
  const count =
    options.max !== undefined ? `com ${min} a ${options.max} ` : min > 0 ? `com pelo menos ${min} ` : "de ";
  const expectation = `informe uma lista JSON ${count}${what}`;
  const list = z.array(item, { error: expecting(expectation) });
  const bounded = min > 0 ? list.min(min, { error: expectation }) : list;
  return options.max === undefined ? bounded : bounded.max(options.max, { error: expectation });
}

/** Reads a property of a value that may not be an object yet (refinements that run despite other issues). */
export function propertyOf(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Object refinements run even when other fields failed, so a form shows every problem in one round; not
 * when the value is not an object at all, where "informe um objeto JSON" says everything.
 */
export const evenWithOtherIssues = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
} as const;

/** Reports a conditional rule's failure on the field it concerns, so forms show it in place. */
export function addFieldIssue(context: z.core.$RefinementCtx, field: string, message: string, input?: unknown): void {
  context.addIssue({ code: "custom", path: [field], message, input });
}

/** `true` when the field was sent (present and not `undefined`). */
export function isSent(value: unknown, key: string): boolean {
  return propertyOf(value, key) !== undefined;
}

/**
 * A query-string or path-parameter object. Unknown parameters are ignored rather than refused: proxies and
 * caches add their own (e.g. cache busters), and a query carries no payload that could be misplaced.
 */
export function parametersObject<S extends Shape>(shape: S, what: string) {
  return z.object(shape, { error: expecting(`informe os parâmetros como objeto (${what})`) });
}
