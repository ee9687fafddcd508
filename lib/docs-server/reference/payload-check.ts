/**
 * Checks a payload against the contract with the same zod schemas the API validates with
 * (`routes[opId].body`, or the query and path parameters of a route without body), names the fields that
 * belong to another calculation model (`findForeignModelFields`), and adds what the API's product rules and
 * the pipeline would refuse (plausibility.ts). Placeholders (`{{cpf}}`) are accepted without checking: the
 * documentation server never receives the real values.
 */
import type { z } from "zod";
import { findForeignModelFields, type ForeignModelField } from "@/lib/contract/amortization";
import { type FieldError, formatFieldPath, toFieldErrors } from "@/lib/contract/errors";
import type { RouteEntry } from "@/lib/contract/routes";
import { isPlaceholder } from "../safety";
import { checkPlausibility, type PayloadIssue } from "./plausibility";

export interface PayloadCheck {
  /** What was checked: the body, or the query and path parameters. */
  readonly target: "corpo" | "parâmetros";
  /** What the API refuses in this call: contract (400), fields of another model (400), product rules (400/404). */
  readonly problems: readonly PayloadIssue[];
  /** What the API or the pipeline refuses later, or what looks wrong without being refused. */
  readonly warnings: readonly PayloadIssue[];
  readonly placeholders: readonly string[];
  /** The contract's schemas accept the payload (no contract error, no field of another model). */
  readonly contractValid: boolean;
  /** The API would accept the call: the contract and the product rules it checks in the same call. */
  readonly acceptedByApi: boolean;
}

/** JSON paths of placeholder values inside a payload. */
function placeholderPaths(value: unknown, path: PropertyKey[] = []): string[] {
  if (typeof value === "string") return isPlaceholder(value) ? [formatFieldPath(path)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderPaths(item, [...path, index]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => placeholderPaths(child, [...path, key]));
  }
  return [];
}

function isUnder(field: string, prefix: string): boolean {
  return field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`);
}

function fieldErrorsOf(schema: z.ZodType | undefined, payload: unknown): FieldError[] {
  if (schema === undefined) return [];
  const result = schema.safeParse(payload);
  return result.success ? [] : toFieldErrors(result.error);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Bodies that carry a calculation object: the body itself, or each item of a batch. */
function calculationCarriers(payload: unknown): { readonly prefix: string; readonly body: unknown }[] {
  const items = record(payload)?.items;
  if (Array.isArray(items)) return items.map((item, index) => ({ prefix: `items[${index}].`, body: item }));
  return [{ prefix: "", body: payload }];
}

function foreignFieldsOf(payload: unknown): ForeignModelField[] {
  return calculationCarriers(payload).flatMap(({ prefix, body }) =>
    findForeignModelFields(body).map((field) => ({ ...field, field: `${prefix}${field.field}` })),
  );
}

const modelNames = { "price/sac": "price/sac (consignado privado)", fgts: "fgts (antecipação FGTS)" } as const;
const NOW = "agora: a API responde 400 (application/problem+json, o campo em errors[])";

export function checkPayload(route: RouteEntry, payload: unknown, today?: string): PayloadCheck {
  const placeholders = placeholderPaths(payload);
  const target = route.body !== undefined ? "corpo" : "parâmetros";
  const errors =
    route.body !== undefined
      ? fieldErrorsOf(route.body, payload)
      : [...fieldErrorsOf(route.params, payload), ...fieldErrorsOf(route.query, payload)];
  const foreignFields = route.body !== undefined ? foreignFieldsOf(payload) : [];
  const contractErrors = errors.filter(
    (error) =>
      !placeholders.some((placeholder) => placeholder !== "" && isUnder(error.field, placeholder)) &&
      !foreignFields.some((foreign) => foreign.field === error.field),
  );
  const foreign = foreignFields.map(
    (field): PayloadIssue => ({
      field: field.field,
      rule: "campo-de-outro-modelo",
      message: `${field.message}. O corpo declara o modelo ${modelNames[field.declaredModel]} (amortizationType).`,
      fix: `remova ${field.field.split(".").pop() ?? field.field}: é campo de outro modelo de cálculo`,
      when: NOW,
    }),
  );
  const contract = contractErrors.map((error): PayloadIssue => ({ field: error.field, rule: "contrato", message: error.message, fix: error.message, when: NOW }));
  const contractValid = contract.length === 0 && foreign.length === 0;
  const plausibility = route.body !== undefined ? checkPlausibility(route.operationId, payload, today) : { problems: [], warnings: [] };
  const problems = [...foreign, ...contract, ...plausibility.problems];
  return { target, problems, warnings: plausibility.warnings, placeholders, contractValid, acceptedByApi: contractValid && plausibility.problems.length === 0 };
}

export function isPayloadValid(check: PayloadCheck): boolean {
  return check.contractValid;
}
