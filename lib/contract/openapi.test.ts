import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "./openapi";
import { routeList } from "./routes";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const document = buildOpenApiDocument() as { [key: string]: Json };

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function collectRefs(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, found));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.push(child);
      else collectRefs(child, found);
    }
  }
  return found;
}

/** Follows a local JSON Pointer (`#/components/schemas/Cents`) inside the document. */
function resolvePointer(pointer: string): Json | undefined {
  const segments = pointer.replace(/^#\//, "").split("/").map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  let current: Json | undefined = document;
  for (const segment of segments) current = isObject(current) ? current[segment] : undefined;
  return current;
}

describe("OpenAPI document", () => {
  test("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  test("lists every route of the registry with its operationId", () => {
    const paths = document.paths;
    expect(isObject(paths)).toBe(true);
    for (const route of routeList) {
      const item = isObject(paths) ? paths[route.path] : undefined;
      const operation = isObject(item) ? item[route.method.toLowerCase()] : undefined;
      expect(isObject(operation) ? operation.operationId : undefined, `${route.method} ${route.path}`).toBe(route.operationId);
    }
  });

  test("every $ref resolves and points at a component", () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(resolvePointer(ref), ref).toBeDefined();
    }
  });

  test("no JSON Schema leftovers ($defs, $schema, zod ids) remain", () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"\$defs"|"\$schema"|#\/\$defs\//);
  });

  test("shares units and enums as components", () => {
    const schemas = isObject(document.components) ? document.components.schemas : undefined;
    expect(isObject(schemas) ? Object.keys(schemas) : []).toEqual(
      expect.arrayContaining(["Cents", "Reais", "Competence", "UtcDateTime", "OperationStatus", "Amortization", "CreditNote", "Problem"]),
    );
  });

  test("bearer routes require the bearer scheme; errors are problem+json", () => {
    const operation = resolvePointer("#/paths/~1v1~1CreditNote~1{id}~1submitapproval/post");
    expect(isObject(operation) && operation.security).toEqual([{ bearerAuth: [] }]);
    const conflict = isObject(operation) && isObject(operation.responses) ? operation.responses["409"] : undefined;
    expect(JSON.stringify(conflict)).toContain('"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}');
    expect(resolvePointer("#/paths/~1oauth~1token/post/security")).toEqual([]);
  });

  test("is deterministic", () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(document));
  });

  test("the calculation model discriminator maps to existing components", () => {
    const mapping = resolvePointer("#/components/schemas/Amortization/discriminator/mapping");
    expect(isObject(mapping) ? Object.keys(mapping) : []).toEqual(["price", "sac", "fgts"]);
    for (const target of isObject(mapping) ? Object.values(mapping) : []) {
      expect(typeof target === "string" ? resolvePointer(target) : undefined).toBeDefined();
    }
  });

  test("documents units in the schemas", () => {
    expect(resolvePointer("#/components/schemas/Cents/examples")).toEqual([150000]);
    expect(resolvePointer("#/components/schemas/Cents/type")).toBe("integer");
    expect(resolvePointer("#/components/schemas/Competence/pattern")).toBe("^\\d{4}-(0[1-9]|1[0-2])-01$");
    expect(resolvePointer("#/components/schemas/WarrantyItem/properties/totalValue/$ref")).toBe("#/components/schemas/Reais");
    expect(resolvePointer("#/components/schemas/PriceSacAmortization/properties/termInMonths/not")).toEqual({});
  });

  test("the file upload is a multipart body with a binary part; its limits answer 413 and 415", () => {
    const body = resolvePointer("#/paths/~1v1~1File/post/requestBody/content");
    expect(isObject(body) ? Object.keys(body) : []).toEqual(["multipart/form-data"]);
    const schema = resolvePointer("#/paths/~1v1~1File/post/requestBody/content/multipart~1form-data/schema");
    const ref = isObject(schema) && typeof schema.$ref === "string" ? schema.$ref : "";
    expect(resolvePointer(`${ref}/properties/file`)).toMatchObject({ type: "string", format: "binary" });
    expect(resolvePointer(`${ref}/required`)).toEqual(["file"]);
    const responses = resolvePointer("#/paths/~1v1~1File/post/responses");
    expect(isObject(responses) ? Object.keys(responses) : []).toEqual(expect.arrayContaining(["200", "400", "401", "413", "415"]));
    expect(resolvePointer("#/paths/~1v1~1File/post/responses/200/content/application~1json/schema/$ref")).toBe("#/components/schemas/File");
  });

  test("the file download answers the content's bytes under each accepted type, with its headers", () => {
    const content = resolvePointer("#/paths/~1v1~1File~1{id}/get/responses/200/content");
    expect(isObject(content) ? Object.keys(content) : []).toEqual(["application/pdf", "image/jpeg", "image/png"]);
    expect(resolvePointer("#/paths/~1v1~1File~1{id}/get/responses/200/content/image~1png/schema")).toMatchObject({
      type: "string",
      format: "binary",
      contentMediaType: "image/png",
    });
    const headers = resolvePointer("#/paths/~1v1~1File~1{id}/get/responses/200/headers");
    expect(isObject(headers) ? Object.keys(headers) : []).toEqual(expect.arrayContaining(["Content-Disposition", "ETag", "X-Content-Type-Options"]));
    expect(resolvePointer("#/components/schemas/UploadItem/properties/fileId/$ref")).toBe("#/components/schemas/Uuid");
  });
});
