/**
 * Field index of `creditapi`: every field name of every route's parameters, body and response, with its
 * type, required flag, allowed values and the endpoints that use it. `docs_campo` answers from here.
 */
import { closestNames } from "../text";
import { endpointReference } from "./endpoints";
import { type FieldDescriptor, unitOfType } from "./schema-fields";

export type FieldLocation = "rota" | "query" | "corpo" | "resposta";

export interface FieldUse {
  readonly field: FieldDescriptor;
  readonly operationId: string;
  readonly method: string;
  readonly route: string;
  readonly location: FieldLocation;
}

/** One meaning of a field: same path, type, flag, values and model, wherever it appears. */
export interface FieldMeaning {
  readonly field: FieldDescriptor;
  readonly uses: readonly FieldUse[];
}

function buildIndex(): Map<string, FieldUse[]> {
  const index = new Map<string, FieldUse[]>();
  const add = (use: FieldUse) => {
    for (const key of new Set([use.field.name.toLowerCase(), normalizePath(use.field.path)])) {
      const uses = index.get(key) ?? [];
      uses.push(use);
      index.set(key, uses);
    }
  };
  for (const endpoint of endpointReference()) {
    const base = { operationId: endpoint.operationId, method: endpoint.method, route: endpoint.path };
    for (const field of endpoint.pathParameters) add({ ...base, field, location: "rota" });
    for (const field of endpoint.queryParameters) add({ ...base, field, location: "query" });
    for (const field of endpoint.body?.fields ?? []) add({ ...base, field, location: "corpo" });
    for (const field of endpoint.response.fields) add({ ...base, field, location: "resposta" });
  }
  return index;
}

let cached: Map<string, FieldUse[]> | undefined;

function fieldIndex(): Map<string, FieldUse[]> {
  cached ??= buildIndex();
  return cached;
}

/** `warranty[0].totalValue` → `warranty[].totalValue`, lower case. */
export function normalizePath(path: string): string {
  return path.trim().replace(/\[\d+\]/g, "[]").toLowerCase();
}

function meaningKey(field: FieldDescriptor): string {
  return JSON.stringify([field.path, field.type, field.required, field.enumValues ?? [], field.forbidden, field.variant ?? ""]);
}

/** The uses of a field name or JSON path, grouped by meaning; empty when the contract has no such field. */
export function lookupField(name: string): FieldMeaning[] {
  const uses = fieldIndex().get(normalizePath(name)) ?? [];
  const meanings = new Map<string, { field: FieldDescriptor; uses: FieldUse[] }>();
  for (const use of uses) {
    const key = meaningKey(use.field);
    const meaning = meanings.get(key) ?? { field: use.field, uses: [] };
    meaning.uses.push(use);
    meanings.set(key, meaning);
  }
  // Requests first (what a partner sends), then responses.
  return [...meanings.values()].sort((a, b) => rank(a) - rank(b));
}

function rank(meaning: FieldMeaning): number {
  const locations = meaning.uses.map((use) => use.location);
  if (meaning.field.forbidden) return 2;
  return locations.includes("resposta") && !locations.some((location) => location !== "resposta") ? 3 : 1;
}

export function similarFieldNames(name: string): string[] {
  const names = [...new Set([...fieldIndex().values()].flat().map((use) => use.field.name))];
  return closestNames(name, names);
}

export function allFieldNames(): string[] {
  return [...new Set([...fieldIndex().values()].flat().map((use) => use.field.name))].sort();
}

/** The field names of each unit or format of the contract (`Cents` → `requestedAmount`, `balanceInCents`, …). */
export function fieldNamesByUnit(): ReadonlyMap<string, readonly string[]> {
  const byUnit = new Map<string, Set<string>>();
  for (const use of [...fieldIndex().values()].flat()) {
    const unit = unitOfType(use.field.type);
    if (unit === undefined) continue;
    const names = byUnit.get(unit) ?? new Set<string>();
    names.add(use.field.name);
    byUnit.set(unit, names);
  }
  return new Map([...byUnit].map(([unit, names]) => [unit, [...names].sort()]));
}
