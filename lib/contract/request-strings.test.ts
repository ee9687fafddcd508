/**
 * Every text a client can send is a contractString (units.ts): control characters and broken Unicode are
 * refused by the one rule, whatever route and field carry them. This walks every request schema of the route
 * registry (path, query, body) down to its strings, so a field added later cannot escape the rule.
 */
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { routeList, routes, type OperationId, type RouteEntry } from "./routes";
import { forbiddenCharacterMessage } from "./units";

type Def = { type: string; format?: string } & Record<string, unknown>;

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

/** Every string schema reachable from `root`. */
function stringsIn(root: z.ZodType): z.ZodType[] {
  const found: z.ZodType[] = [];
  const seen = new Set<unknown>();
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const schema = pending.pop();
    if (schema === undefined || seen.has(schema)) continue;
    seen.add(schema);
    const def = defOf(schema);
    const children: unknown[] = [];
    switch (def.type) {
      case "string":
        found.push(schema as z.ZodType);
        break;
      case "object":
        children.push(...Object.values(def.shape as Record<string, unknown>));
        break;
      case "array":
        children.push(def.element);
        break;
      case "union":
        children.push(...(def.options as unknown[]));
        break;
      case "intersection":
        children.push(def.left, def.right);
        break;
      case "pipe":
        children.push(def.in, def.out);
        break;
      case "record":
        children.push(def.keyType, def.valueType);
        break;
      case "tuple":
        children.push(...(def.items as unknown[]), def.rest);
        break;
      case "lazy":
        children.push((def.getter as () => unknown)());
        break;
      default:
        if (def.innerType !== undefined) children.push(def.innerType);
    }
    pending.push(...children.filter((child) => child !== undefined && child !== null));
  }
  return found;
}

const requestSchemas = routeList.flatMap((route) =>
  [route.params, route.query, route.body, route.bodyEnvelope]
    .filter((schema): schema is z.ZodType => schema !== undefined)
    .map((schema) => ({ route: `${route.method} ${route.path}`, schema })),
);

describe("request strings of every route", () => {
  const leaves = requestSchemas.flatMap(({ route, schema }) => stringsIn(schema).map((leaf) => ({ route, leaf })));

  test("the walk reaches the strings of the registry", () => {
    expect(leaves.length).toBeGreaterThan(40);
  });

  test.each(["Texto\u0000válido", "Texto\u0007", "\u009b0m", "texto \ud800 quebrado"])("every string refuses %j", (text) => {
    for (const { route, leaf } of leaves) expect(leaf.safeParse(text).success, route).toBe(false);
  });

  test("plain strings refuse control characters by the contract's rule, in pt-BR, before their own checks", () => {
    const plain = leaves.filter(({ leaf }) => defOf(leaf).format === undefined);
    expect(plain.length).toBeGreaterThan(20);
    const escaping = plain
      .map(({ route, leaf }) => ({ route, messages: leaf.safeParse("abc\u0000def").error?.issues.map((issue) => issue.message) ?? [] }))
      .filter(({ messages }) => messages.length !== 1 || !messages[0]!.includes(forbiddenCharacterMessage));
    expect(escaping).toEqual([]);
  });

  /** The free-text fields a partner may write on several lines (notes and reasons people read). */
  const FREE_TEXT: ReadonlyArray<readonly [OperationId, string]> = [
    ["createCreditNote", "observations"],
    ["updateCreditNote", "observations"],
    ["cancelCreditNote", "message"],
  ];

  test.each(FREE_TEXT)("tabs and line breaks stay allowed in %s's %s, kept as sent", (operationId, field) => {
    const body = (routes[operationId] as RouteEntry).body;
    if (body === undefined) throw new Error(`${operationId} has no body`);
    const leaf = bodyField(body, field);
    const text = "linha 1\nlinha 2\tfim\r\nlinha 3";
    expect(leaf.safeParse(text)).toEqual({ success: true, data: text });
    // The same field still refuses the other control characters.
    expect(leaf.safeParse("linha 1\u0000").success).toBe(false);
  });
});

/** The schema of a top-level field of a body (through the wrappers and pipes around the object). */
function bodyField(schema: z.ZodType, field: string): z.ZodType {
  let current: unknown = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.type === "object") {
      const leaf = (def.shape as Record<string, z.ZodType | undefined>)[field];
      if (leaf === undefined) throw new Error(`no field ${field}`);
      return leaf;
    }
    current = def.type === "pipe" ? def.in : def.innerType;
  }
  throw new Error(`no object found for ${field}`);
}
