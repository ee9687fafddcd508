/**
 * fast-check arbitraries for the request bodies of the contract, from the JSON Schema zod derives from the
 * contract's own schemas (the same document the OpenAPI publishes): bodies shaped like the real ones, with
 * any string or number now and then replaced by something hostile (control characters, broken Unicode, long
 * text, wrong types). Not a full JSON Schema implementation: what the contract uses.
 */
import fc from "fast-check";
import { z } from "zod";

type JsonSchema = { [key: string]: unknown };

/** Text no field should accept or choke on. */
export const hostileText = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\u0007\u001b[31m", "\u007f\u0085\u009b", "\ud800", "x\udfffy", "\u202e\u200b", "%ff%00", "' OR 1=1 --", "${jndi:ldap://x}"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 1_000, max: 9_000 }).map((length) => "A".repeat(length)),
  fc.integer({ min: 1_000, max: 4_000 }).map((length) => "a1".repeat(length) + "@"),
);

const hostileValue = fc.oneof(hostileText, fc.constantFrom(null, true, -1, 1e308, -0, 0.1 + 0.2, [], {}, [[[]]], Number.MAX_SAFE_INTEGER + 2));

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.replace(/^#\/\$defs\//, "");
  return ((root.$defs as Record<string, JsonSchema> | undefined)?.[name] ?? {}) as JsonSchema;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc.date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }).map((date) => `${date.toISOString().slice(0, 19)}Z`);
    case "date":
      return fc.date({ min: new Date("1950-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress();
  }
  if (typeof schema.pattern === "string" && /\\d\{11\}/.test(schema.pattern)) return fc.stringMatching(/^\d{11}$/);
  if (typeof schema.pattern === "string" && /\\d\{14\}/.test(schema.pattern)) return fc.stringMatching(/^\d{14}$/);
  const maxLength = Math.min(Number(schema.maxLength ?? 60), 60);
  return fc.string({ minLength: Math.min(Number(schema.minLength ?? 0), maxLength), maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : -1_000_000;
  const max = typeof schema.maximum === "number" ? schema.maximum : 10_000_000;
  return integer
    ? fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arbitraryOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, root);
  const shaped = shapedArbitrary(resolved, root, depth);
  // Now and then a hostile value in place of the expected one.
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedArbitrary(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) return fc.oneof(...alternatives.map((option) => arbitraryOf(option, root, depth)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0] as JsonSchema, root, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      if (depth > 4) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const shape = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, arbitraryOf(child, root, depth + 1)]));
      const required = (schema.required ?? []) as string[];
      return fc.record(shape, { requiredKeys: required.filter((key) => key in shape) });
    }
    case "array":
      return depth > 4 ? fc.constant([]) : fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema, root, depth + 1), { maxLength: 3 });
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Bodies for a request schema of the contract. */
export function bodyArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const root = JSON.parse(JSON.stringify(z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }))) as JsonSchema;
  return arbitraryOf(root, root, 0);
}
