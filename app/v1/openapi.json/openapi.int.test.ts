import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, inject, test } from "vitest";
import { routeList } from "@/lib/contract";

test("GET /v1/openapi.json serves a valid OpenAPI 3.1 document with every route of the contract", async () => {
  const response = await fetch(`${inject("baseUrl")}/v1/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  const document = await response.json();

  const validation = await new Validator().validate(document);
  expect(validation.errors ?? []).toEqual([]);
  expect(validation.valid).toBe(true);
  expect(document.openapi).toMatch(/^3\.1\./);

  for (const route of routeList) {
    const operation = document.paths[route.path]?.[route.method.toLowerCase()];
    expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.operationId);
  }
});
