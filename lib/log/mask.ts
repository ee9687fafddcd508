import { maskText } from "./mask-text";
import {
  maskAccountNumber,
  maskContact,
  maskDocument,
  maskEmail,
  maskHidden,
  maskName,
  maskPhone,
  maskSecret,
} from "./mask-values";
import { personalDataKindOf, type PersonalDataKind } from "./personal-keys";

/*
 * The one masker for personal data: the logger, audit summaries and error bodies all go through it.
 * `maskPersonalData` returns a JSON-safe copy in which every string has been through `maskText`, every
 * value under a personal key (see personal-keys.ts) through that kind's masker, and errors are reduced to
 * name, message and (outside production) stack, masked too. Circular references and very deep values
 * are cut instead of throwing.
 */

export { maskText } from "./mask-text";
export {
  maskAccountNumber,
  maskCnpj,
  maskContact,
  maskCpf,
  maskDocument,
  maskEmail,
  maskName,
  maskPhone,
  maskSecret,
} from "./mask-values";
export { personalDataKindOf, type PersonalDataKind } from "./personal-keys";

export type MaskOptions = {
  /** Keep (masked) stack traces of errors. Default: only when NODE_ENV is not "production". */
  includeErrorStacks?: boolean;
};

const MAX_DEPTH = 12;

const MASKER_BY_KIND: Readonly<Record<PersonalDataKind, (value: string) => string>> = {
  document: maskDocument,
  name: maskName,
  email: maskEmail,
  phone: maskPhone,
  contact: maskContact,
  account: maskAccountNumber,
  hidden: maskHidden,
  secret: maskSecret,
};

/** Kinds whose masking also covers whole objects below the key (a `password: {…}` is hidden entirely). */
const KINDS_COVERING_OBJECTS: ReadonlySet<PersonalDataKind> = new Set(["secret", "hidden"]);

type Walk = {
  includeErrorStacks: boolean;
  ancestors: Set<object>;
};

/** A JSON-safe, masked copy of any value. */
export function maskPersonalData(value: unknown, options: MaskOptions = {}): unknown {
  return maskValue(value, undefined, 0, startWalk(options));
}

/** The same for a record of fields, keeping the record type (for log lines and audit summaries). */
export function maskFields(
  fields: Readonly<Record<string, unknown>>,
  options: MaskOptions = {},
): Record<string, unknown> {
  return maskObjectEntries(Object.entries(fields), undefined, 0, startWalk(options));
}

function startWalk(options: MaskOptions): Walk {
  return {
    includeErrorStacks: options.includeErrorStacks ?? process.env.NODE_ENV !== "production",
    ancestors: new Set(),
  };
}

function maskValue(value: unknown, kind: PersonalDataKind | undefined, depth: number, walk: Walk): unknown {
  switch (typeof value) {
    case "string":
      return kind ? MASKER_BY_KIND[kind](value) : maskText(value);
    case "number":
    case "bigint":
      if (kind) return MASKER_BY_KIND[kind](String(value));
      return typeof value === "bigint" ? value.toString() : value;
    case "boolean":
    case "undefined":
      return value;
    case "symbol":
      return maskText(value.toString());
    case "function":
      return `[Function ${value.name || "anonymous"}]`;
    case "object":
      return value === null ? null : maskObject(value, kind, depth, walk);
    default:
      return null;
  }
}

function maskObject(value: object, kind: PersonalDataKind | undefined, depth: number, walk: Walk): unknown {
  if (walk.ancestors.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[Truncated]";
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? "Invalid Date" : maskValue(value.toISOString(), kind, depth, walk);
  }
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[Binary ${value.byteLength} bytes]`;

  walk.ancestors.add(value);
  try {
    return maskContainer(value, kind, depth + 1, walk);
  } finally {
    walk.ancestors.delete(value);
  }
}

function maskContainer(value: object, kind: PersonalDataKind | undefined, depth: number, walk: Walk): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => maskValue(item, kind, depth, walk));
  if (value instanceof Set) return Array.from(value, (item: unknown) => maskValue(item, kind, depth, walk));
  if (value instanceof Error) return maskError(value, depth, walk);

  const inherited = kind && KINDS_COVERING_OBJECTS.has(kind) ? kind : undefined;
  if (value instanceof Map) {
    const entries = Array.from(value, ([key, item]: [unknown, unknown]) => [String(key), item] as const);
    return maskObjectEntries(entries, inherited, depth, walk);
  }
  if (value instanceof Headers) return maskObjectEntries(Array.from(value.entries()), inherited, depth, walk);
  if (hasToJSON(value)) return maskValue(safeToJSON(value), kind, depth, walk);
  return maskObjectEntries(Object.entries(value), inherited, depth, walk);
}

function maskObjectEntries(
  entries: ReadonlyArray<readonly [string, unknown]>,
  inherited: PersonalDataKind | undefined,
  depth: number,
  walk: Walk,
): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    // Keys are data too (a map keyed by CPF): they go through the free-text masker.
    masked[maskText(key)] = maskValue(item, personalDataKindOf(key) ?? inherited, depth, walk);
  }
  return masked;
}

/** name, message, own fields (e.g. an AppError's code), cause; the stack only where allowed. */
function maskError(error: Error, depth: number, walk: Walk): Record<string, unknown> {
  const { stack, cause } = error;
  const ownFields = Object.entries(error).filter(([key]) => key !== "stack" && key !== "cause");
  return {
    name: maskText(error.name),
    message: maskText(error.message),
    ...maskObjectEntries(ownFields, undefined, depth, walk),
    ...(walk.includeErrorStacks && stack !== undefined && { stack: maskText(stack) }),
    ...(cause !== undefined && { cause: maskValue(cause, undefined, depth, walk) }),
  };
}

function hasToJSON(value: object): value is { toJSON: () => unknown } {
  return "toJSON" in value && typeof value.toJSON === "function";
}

function safeToJSON(value: { toJSON: () => unknown }): unknown {
  try {
    return value.toJSON();
  } catch {
    return "[Unserializable]";
  }
}
