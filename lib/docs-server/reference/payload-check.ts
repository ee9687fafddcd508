/**
 * Checks a payload against the contract with the same zod schemas the API validates with
 * (`routes[opId].body`, or the query and path parameters of a route without body), and names the fields
 * that belong to another calculation model (`findForeignModelFields`). Placeholders (`{{cpf}}`) are accepted
 * without checking: the documentation server never receives the real values.
 */
import type { z } from "zod";
import { findForeignModelFields, type ForeignModelField } from "@/lib/contract/amortization";
import { type FieldError, formatFieldPath, toFieldErrors } from "@/lib/contract/errors";
import type { RouteEntry } from "@/lib/contract/routes";
import { PRODUCT_CATALOG } from "@/lib/credit/products/catalog";
import { isPlaceholder } from "../safety";

export interface ProductRuleFinding {
  readonly field: string;
  readonly message: string;
}

export interface PayloadCheck {
  /** What was checked: the body, or the query and path parameters. */
  readonly target: "corpo" | "parâmetros";
  readonly contractErrors: readonly FieldError[];
  readonly foreignFields: readonly ForeignModelField[];
  readonly productFindings: readonly ProductRuleFinding[];
  readonly placeholders: readonly string[];
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

/** The product rules the API applies after the contract: model, rate range and term range of the product. */
function productFindingsOf(payload: unknown): ProductRuleFinding[] {
  return calculationCarriers(payload).flatMap(({ prefix, body }) => {
    const productId = record(body)?.productId;
    const product = PRODUCT_CATALOG.find((candidate) => candidate.id === productId);
    const calculation = record(record(body)?.amortization);
    if (product === undefined || calculation === undefined) return [];
    const findings: ProductRuleFinding[] = [];
    const type = calculation.amortizationType;
    if (typeof type === "string" && type.toLowerCase() !== product.calculationModel) {
      findings.push({
        field: `${prefix}amortization.amortizationType`,
        message: `o produto ${product.name} usa o modelo ${product.calculationModel}; amortizationType ${type} não corresponde (a API responde 400)`,
      });
    }
    const apr = calculation.apr;
    const [minRate, maxRate] = [Number(product.minMonthlyRate), Number(product.maxMonthlyRate)];
    if (typeof apr === "number" && (apr < minRate || apr > maxRate)) {
      findings.push({ field: `${prefix}amortization.apr`, message: `fora da faixa do produto ${product.name}: ${minRate} a ${maxRate} (% ao mês)` });
    }
    const termField = product.calculationModel === "fgts" ? "termInMonths" : "numberOfPayments";
    const term = calculation[termField];
    if (typeof term === "number" && (term < product.minTerm || term > product.maxTerm)) {
      findings.push({
        field: `${prefix}amortization.${termField}`,
        message: `fora da faixa de prazo do produto ${product.name}: ${product.minTerm} a ${product.maxTerm}`,
      });
    }
    if (calculation.calculationType !== undefined && calculation.calculationType !== product.calculationType) {
      findings.push({
        field: `${prefix}amortization.calculationType`,
        message: `o produto ${product.name} usa calculationType ${product.calculationType}; siga o produto`,
      });
    }
    return findings;
  });
}

export function checkPayload(route: RouteEntry, payload: unknown): PayloadCheck {
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
  return { target, contractErrors, foreignFields, productFindings: productFindingsOf(payload), placeholders };
}

export function isPayloadValid(check: PayloadCheck): boolean {
  return check.contractErrors.length === 0 && check.foreignFields.length === 0;
}
