/**
 * Builders of the pt-BR validation messages. Every message states what was expected (unit, format, range or
 * allowed values), because forms show it next to the field and partners read it in the problem+json body.
 */

/** The part of a zod issue the message builders look at; every zod raw issue carries `input`. */
export interface IssueInput {
  readonly input?: unknown;
}

/**
 * Error function for a schema's `error` param: a missing value says "campo obrigatório" before the
 * expectation, any other failure states the expectation alone.
 */
export function expecting(expectation: string): (issue: IssueInput) => string {
  return (issue) => (issue.input === undefined ? `campo obrigatório: ${expectation}` : expectation);
}

/** "A, B ou C": the allowed values of an enum, in the order the contract lists them. */
export function listOfValues(values: readonly string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} ou ${values[values.length - 1]}`;
}

/** Expectation for an enum field. */
export function oneOfMessage(values: readonly string[]): string {
  return `informe um dos valores: ${listOfValues(values)}`;
}
