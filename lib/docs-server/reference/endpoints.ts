/**
 * The `creditapi` endpoint reference, read from the OpenAPI document: one entry per operation with its
 * parameters, body and response fields and its error statuses. Lookups by operationId and by method + route.
 */
import type { HttpMethod } from "@/lib/contract/route-definition";
import { arrayAt, isJsonObject, type JsonObject, objectAt, stringAt } from "./json";
import { openApiDocument } from "./openapi-document";
import { type FieldDescriptor, fieldsOf, typeLabel } from "./schema-fields";

export interface EndpointReference {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  /** Section of the reference: autenticacao, comum, consignado-privado, fgts or meta. */
  readonly tag: string;
  readonly products: readonly string[];
  readonly auth: "bearer" | "none";
  readonly idempotencyKey: boolean;
  readonly pathParameters: readonly FieldDescriptor[];
  readonly queryParameters: readonly FieldDescriptor[];
  readonly body?: {
    readonly mediaTypes: readonly string[];
    readonly type: string;
    readonly schema: JsonObject;
    readonly fields: readonly FieldDescriptor[];
  };
  readonly response: { readonly description: string; readonly type: string; readonly fields: readonly FieldDescriptor[] };
  readonly errors: readonly { readonly status: string; readonly description: string }[];
}

const METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "DELETE"];

function parameterFields(operation: JsonObject, location: "path" | "query"): FieldDescriptor[] {
  return arrayAt(operation, "parameters")
    .filter(isJsonObject)
    .filter((parameter) => parameter.in === location)
    .map((parameter) => {
      const schema = objectAt(parameter, "schema") ?? {};
      const [row] = fieldsOf({ type: "object", properties: { [String(parameter.name)]: schema } });
      return {
        path: String(parameter.name),
        name: String(parameter.name),
        type: row?.type ?? typeLabel(schema),
        required: parameter.required === true,
        ...(row?.enumValues !== undefined && { enumValues: row.enumValues }),
        ...(typeof parameter.description === "string" && { description: parameter.description }),
        forbidden: false,
      };
    });
}

function bodyOf(operation: JsonObject): EndpointReference["body"] {
  const content = objectAt(objectAt(operation, "requestBody"), "content");
  if (content === undefined) return undefined;
  const mediaTypes = Object.keys(content);
  const schema = objectAt(objectAt(content, mediaTypes[0] ?? ""), "schema");
  if (schema === undefined) return undefined;
  return { mediaTypes, type: typeLabel(schema), schema, fields: fieldsOf(schema) };
}

function responseOf(operation: JsonObject): EndpointReference["response"] {
  const ok = objectAt(objectAt(operation, "responses"), "200");
  const content = objectAt(ok, "content") ?? {};
  const schema = objectAt(objectAt(content, "application/json"), "schema");
  // A file's bytes (GET /v1/File/{id}) are not JSON: name the media types instead of "no body".
  const binary = schema === undefined && Object.keys(content).length > 0 ? `arquivo (binário): ${Object.keys(content).join(", ")}` : undefined;
  return {
    description: stringAt(ok, "description") ?? "",
    type: binary ?? (schema === undefined ? "sem corpo" : typeLabel(schema)),
    // Responses never carry the refused fields; listing them there would only confuse.
    fields: fieldsOf(schema).filter((field) => !field.forbidden),
  };
}

function errorsOf(operation: JsonObject): EndpointReference["errors"] {
  const responses = objectAt(operation, "responses") ?? {};
  return Object.entries(responses)
    .filter(([status]) => status !== "200")
    .map(([status, response]) => ({ status, description: stringAt(response, "description") ?? "" }));
}

function buildReference(): EndpointReference[] {
  const paths = objectAt(openApiDocument(), "paths") ?? {};
  const entries: EndpointReference[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = objectAt(item, method.toLowerCase());
      if (operation === undefined) continue;
      const parameters = arrayAt(operation, "parameters").filter(isJsonObject);
      const body = bodyOf(operation);
      entries.push({
        operationId: stringAt(operation, "operationId") ?? `${method} ${path}`,
        method,
        path,
        summary: stringAt(operation, "summary") ?? "",
        description: stringAt(operation, "description") ?? "",
        tag: String(arrayAt(operation, "tags")[0] ?? ""),
        products: arrayAt(operation, "x-products").map(String),
        auth: arrayAt(operation, "security").length > 0 ? "bearer" : "none",
        idempotencyKey: parameters.some((parameter) => parameter.in === "header" && parameter.name === "Idempotency-Key"),
        pathParameters: parameterFields(operation, "path"),
        queryParameters: parameterFields(operation, "query"),
        ...(body !== undefined && { body }),
        response: responseOf(operation),
        errors: errorsOf(operation),
      });
    }
  }
  return entries;
}

let cached: readonly EndpointReference[] | undefined;

/** Every endpoint of `creditapi`, in the document's order (the flow's order). */
export function endpointReference(): readonly EndpointReference[] {
  cached ??= buildReference();
  return cached;
}

export function findEndpoint(operationId: string): EndpointReference | undefined {
  const wanted = operationId.trim().toLowerCase();
  return endpointReference().find((endpoint) => endpoint.operationId.toLowerCase() === wanted);
}

/** Sections of the reference, in order; `fgts` lists the routes the FGTS flow uses. */
export const REFERENCE_SECTIONS = ["autenticacao", "comum", "consignado-privado", "fgts", "meta"] as const;

export function endpointsOfSection(section: string): EndpointReference[] {
  if (section === "fgts") return endpointReference().filter((endpoint) => endpoint.products.includes("fgts"));
  return endpointReference().filter((endpoint) => endpoint.tag === section);
}

/** `https://host/v1/CreditNote/abc/cancel?x=1` → `["v1", "creditnote", "abc", "cancel"]`. */
function routeSegments(route: string): string[] {
  const withoutOrigin = route.trim().replace(/^[a-z]+:\/\/[^/]+/i, "");
  const pathOnly = withoutOrigin.split(/[?#]/)[0] ?? "";
  return pathOnly
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => segment.toLowerCase());
}

/** How well a template fits concrete segments: literal segments matched, or -1 when it does not fit. */
function matchScore(template: string, segments: readonly string[]): number {
  const templateSegments = routeSegments(template);
  if (templateSegments.length !== segments.length) return -1;
  let literals = 0;
  for (const [index, part] of templateSegments.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith("{") && part.endsWith("}")) continue;
    if (part !== segment) return -1;
    literals += 1;
  }
  return literals;
}

export interface RouteMatch {
  readonly endpoint?: EndpointReference;
  /** Methods that the route answers, when the method asked for is not one of them. */
  readonly otherMethods: readonly HttpMethod[];
}

/** The endpoint of a method and a route; concrete ids fill `{id}`; case and a missing `/v1` are forgiven. */
export function findEndpointByRoute(method: string, route: string): RouteMatch {
  const wantedMethod = method.trim().toUpperCase();
  const segments = routeSegments(route);
  const candidates = [segments, ...(segments[0] === "v1" ? [] : [["v1", ...segments]])];
  for (const candidate of candidates) {
    const fits = endpointReference()
      .map((endpoint) => ({ endpoint, score: matchScore(endpoint.path, candidate) }))
      .filter(({ score }) => score >= 0);
    if (fits.length === 0) continue;
    const best = Math.max(...fits.map(({ score }) => score));
    const bestFits = fits.filter(({ score }) => score === best).map(({ endpoint }) => endpoint);
    const endpoint = bestFits.find((entry) => entry.method === wantedMethod);
    return { ...(endpoint !== undefined && { endpoint }), otherMethods: endpoint ? [] : bestFits.map((entry) => entry.method) };
  }
  return { otherMethods: [] };
}
