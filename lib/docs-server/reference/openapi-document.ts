/**
 * The credit API's OpenAPI document (lib/contract), built once per process, and `$ref` resolution over its
 * components. The reference, the field index and the example payloads all read the document, so the
 * documentation server publishes exactly what `/v1/openapi.json` publishes.
 */
import { buildOpenApiDocument } from "@/lib/contract/openapi";
import { isJsonObject, type JsonObject, objectAt } from "./json";

let cached: JsonObject | undefined;

export function openApiDocument(): JsonObject {
  if (cached === undefined) {
    const document: unknown = buildOpenApiDocument();
    if (!isJsonObject(document)) throw new Error("the OpenAPI document is not an object");
    cached = document;
  }
  return cached;
}

const componentPrefix = "#/components/schemas/";

export function componentSchema(id: string): JsonObject | undefined {
  return objectAt(objectAt(objectAt(openApiDocument(), "components"), "schemas"), id);
}

export interface ResolvedSchema {
  readonly schema: JsonObject;
  /** The component the schema came from (`Cents`, `WarrantyItem`...), when it was a reference. */
  readonly componentId?: string;
  /** The description written where the reference was used, which is more specific than the component's. */
  readonly description?: string;
}

/** Follows `$ref` chains; a description beside the `$ref` wins over the component's own. */
export function resolveSchema(schema: JsonObject): ResolvedSchema {
  let current = schema;
  let componentId: string | undefined;
  let description = typeof schema.description === "string" ? schema.description : undefined;
  for (let hops = 0; hops < 10; hops += 1) {
    const reference = current.$ref;
    if (typeof reference !== "string" || !reference.startsWith(componentPrefix)) break;
    componentId = reference.slice(componentPrefix.length);
    const target = componentSchema(componentId);
    if (target === undefined) break;
    current = target;
    description ??= typeof target.description === "string" ? target.description : undefined;
  }
  return { schema: current, ...(componentId !== undefined && { componentId }), ...(description !== undefined && { description }) };
}
