import type { FieldError } from "./problem";

/**
 * Bounds on the shape of a JSON body, checked after the byte cap and before any validation, masking or
 * logging looks at it: a key is a field name (the longest in the contract has 45 characters), a string a
 * value of the contract (the longest, `observations`, 2,000), and no body of the contract nests deeper than
 * a few levels. Nesting is checked on the text, before JSON.parse builds anything; the rest on the parsed
 * value, without recursion.
 */
export interface JsonLimits {
  readonly maxDepth: number;
  readonly maxKeyLength: number;
  readonly maxStringLength: number;
  /** Entries of one object or items of one list. */
  readonly maxEntries: number;
}

export const JSON_LIMITS: JsonLimits = { maxDepth: 32, maxKeyLength: 128, maxStringLength: 10_000, maxEntries: 1_000 };

/** `true` when the JSON text nests objects and lists deeper than `maxDepth` (strings are skipped). */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

export function nestingError(limits: JsonLimits = JSON_LIMITS): FieldError {
  return { field: "", message: `JSON aninhado demais: no máximo ${limits.maxDepth} níveis de objetos e listas` };
}

/** A key as it may appear in a field path: long keys are cut, so the path itself stays short. */
function keyInPath(key: string): string {
  return key.length > 40 ? `${key.slice(0, 40)}…` : key;
}

function joinPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? keyInPath(key) : `${path}.${keyInPath(key)}`;
}

/** The first place where a parsed JSON value breaks the limits, named by its path; `undefined` when none. */
export function jsonLimitViolation(value: unknown, limits: JsonLimits = JSON_LIMITS): FieldError | undefined {
  const pending: Array<{ readonly value: unknown; readonly path: string; readonly depth: number }> = [{ value, path: "", depth: 0 }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === "string") {
      if (current.value.length > limits.maxStringLength) {
        return { field: current.path, message: `texto longo demais: no máximo ${limits.maxStringLength} caracteres` };
      }
      continue;
    }
    if (typeof current.value !== "object" || current.value === null) continue;
    if (current.depth >= limits.maxDepth) return { ...nestingError(limits), field: current.path };
    if (Array.isArray(current.value)) {
      if (current.value.length > limits.maxEntries) {
        return { field: current.path, message: `lista longa demais: no máximo ${limits.maxEntries} itens` };
      }
      current.value.forEach((item: unknown, index) => pending.push({ value: item, path: joinPath(current.path, index), depth: current.depth + 1 }));
      continue;
    }
    const entries = Object.entries(current.value);
    if (entries.length > limits.maxEntries) {
      return { field: current.path, message: `objeto com campos demais: no máximo ${limits.maxEntries}` };
    }
    for (const [key, item] of entries) {
      if (key.length > limits.maxKeyLength) {
        return { field: joinPath(current.path, key), message: `nome de campo longo demais: no máximo ${limits.maxKeyLength} caracteres` };
      }
      pending.push({ value: item, path: joinPath(current.path, key), depth: current.depth + 1 });
    }
  }
  return undefined;
}
