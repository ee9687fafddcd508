/**
 * "No route answers 500 to any malformed body": every route of the contract, with the bearer token, receives
 * bodies of the wrong shape, JSON that does not parse, and path/query values of the wrong type. Each must
 * answer a 4xx problem+json, never a 5xx.
 */
import { beforeAll, expect, test } from "vitest";
import { routeList } from "@/lib/contract";
import { apiUrl, centro, tokenFor } from "@/test/integration/credit-api";

let token: string;
beforeAll(async () => {
  token = await tokenFor(centro);
});

const MALFORMED_BODIES: ReadonlyArray<[string, string]> = [
  ["an empty object", "{}"],
  ["a list", "[]"],
  ["a string", '"x"'],
  ["null", "null"],
  ["text that is not JSON", "{not json"],
  ["wrong types everywhere", JSON.stringify({ productId: 1, amortization: "price", items: {}, warranty: "x", uploads: 3, client_id: [] })],
  ["deep nesting", JSON.stringify({ amortization: { amortizationType: "price", paymentPeriodicity: { every: { a: [] } } } })],
];

const concretePath = (path: string) => path.replace(/\{id\}/g, "not-a-uuid");

const bodyRoutes = routeList.filter((route) => route.body !== undefined);

test.each(bodyRoutes.flatMap((route) => MALFORMED_BODIES.map(([label, body]) => [`${route.method} ${route.path}`, label, route, body] as const)))(
  "%s with %s answers a 4xx problem",
  async (_name, _label, route, body) => {
    const response = await fetch(apiUrl(concretePath(route.path).replace("not-a-uuid", crypto.randomUUID())), {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
    });
    expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  },
);

test.each(routeList.filter((route) => route.path.startsWith("/v1/") && route.path !== "/v1/openapi.json").map((route) => [`${route.method} ${route.path}`, route] as const))(
  "%s with malformed path and query values answers a 4xx problem",
  async (_name, route) => {
    const response = await fetch(apiUrl(`${concretePath(route.path)}?page=zero&size=-1&productId=x&personId=1&status=Nope&startDate=2026-02-30`), {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, ...(route.body && { "content-type": "application/json" }) },
      body: route.body ? "{}" : undefined,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  },
);
