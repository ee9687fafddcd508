/**
 * The API's own names that must never reach a person on a portal or signature page (issue #24): enum values, route
 * names, field names, HTTP methods, header names, date formats and JSON. Built from the contract (lib/contract and the
 * OpenAPI document it generates), not restated: a new status, route or field is scanned for as soon as the contract has it. Pure, so
 * the matcher is unit-tested; e2e/support/jargon.ts runs it on a page's visible text.
 */
import * as contract from "@/lib/contract";
import * as enums from "@/lib/contract/enums";
import { buildOpenApiDocument } from "@/lib/contract/openapi";
import { operationActionValues } from "@/lib/contract/status-permissions";

/** Enum lists whose values are ordinary pt-BR words or names (RG, CPF, UFs, product modules, lower-case models). */
const PLAIN_WORD_ENUMS = new Set(["documentTypeValues", "brazilianStateValues", "productModuleValues", "amortizationTypeValues", "legacyAmortizationTypeValues"]);
/** A brand the portal names as such (the contact channel). */
const PROPER_NOUNS = new Set(["WhatsApp"]);
/** The one name no schema spells: the bodies' format. */
const EXTRA = ["JSON"];

const camelCase = (name: string) => /^[a-z]+[A-Z]\w*$/.test(name);

function enumValues(): string[] {
  return Object.entries(enums)
    .filter(([name, value]) => name.endsWith("Values") && !PLAIN_WORD_ENUMS.has(name) && Array.isArray(value))
    .flatMap(([, value]) => value as readonly string[]);
}

/** Route names: the operationIds, the path segments that are identifiers (SignUrl, CreditNote, submitapproval), the actions. */
function routeNames(): string[] {
  const segments = contract.routeList.flatMap((route) => route.path.split("/")).filter((segment) => /[A-Z]/.test(segment) || segment.length >= 12);
  return [...contract.routeList.map((route) => route.operationId), ...segments.filter((segment) => !segment.includes(".")), ...operationActionValues.filter(camelCase)];
}

interface ZodLike {
  readonly _zod?: { readonly def?: Record<string, unknown> };
}

/** camelCase keys of every object schema the contract exports (nested objects, arrays, wrappers and pipes included). */
function fieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown): void => {
    if (!schema || typeof schema !== "object" || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as ZodLike)._zod?.def;
    if (!def) return;
    if (def.type === "object") {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        if (camelCase(key)) names.add(key);
        walk(child);
      }
    }
    for (const key of ["element", "innerType", "in", "out", "left", "right", "valueType"]) walk(def[key]);
    if (Array.isArray(def.options)) def.options.forEach(walk);
  };
  Object.values(contract).forEach(walk);
  return [...names];
}

const HTTP_METHODS = [...new Set(contract.routeList.map((route) => route.method))];

/** A date or time format as the contract writes it (YYYY-MM-DD, YYYY-MM-DDTHH:MM:SSZ). */
const FORMAT = /\bY{4}-M{2}(?:-D{2})?(?:TH{2}:M{2}:S{2}Z)?/g;

/** From the OpenAPI document the contract generates: header names (request and answer) and the formats its descriptions give. */
function documentNames(): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const object = node as Record<string, unknown>;
    if (object.in === "header" && typeof object.name === "string") names.add(object.name);
    if (object.headers && typeof object.headers === "object") Object.keys(object.headers).forEach((name) => names.add(name));
    for (const [key, value] of Object.entries(object)) {
      if (key === "description" && typeof value === "string") for (const [format] of value.matchAll(FORMAT)) names.add(format);
      else walk(value);
    }
  };
  walk(buildOpenApiDocument());
  return [...names];
}

export interface JargonTerms {
  /** Matched as written (enum values, fields, methods, the extras). */
  readonly exact: readonly string[];
  /** Matched in any case: route names appear as `submitapproval` as well as `submitApproval`. */
  readonly anyCase: readonly string[];
}

/** A compound identifier (`SignUrl`, `submitApproval`): no word of a sentence, in any case. `Ccb` is not one (CCB is). */
const compound = (name: string) => /[a-z][A-Z]/.test(name);

export function apiJargonTerms(): JargonTerms {
  const routes = [...new Set(routeNames())];
  const anyCase = routes.filter(compound);
  const exact = [...new Set([...enumValues(), ...fieldNames(), ...HTTP_METHODS, ...documentNames(), ...EXTRA, ...routes.filter((name) => !compound(name))])].filter(
    (term) => !PROPER_NOUNS.has(term) && !anyCase.includes(term),
  );
  return { exact, anyCase };
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Whole words only: "Draft" inside "Drafts" or "Error" inside "Errors" is not the enum value.
const wordsPattern = (terms: readonly string[], flags: string) => new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${terms.map(escape).join("|")})(?![\\p{L}\\p{N}_-])`, flags);

/** The API identifiers found in a text (each once, in order of appearance). */
export function findApiJargon(text: string, terms: JargonTerms = apiJargonTerms()): string[] {
  const found = [...text.matchAll(wordsPattern(terms.exact, "gu")), ...text.matchAll(wordsPattern(terms.anyCase, "giu"))]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((match) => match[0]);
  return [...new Set(found)];
}
