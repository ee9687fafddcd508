import { describe, expect, test } from "vitest";
import { routeList, routes } from "@/lib/contract/routes";
import { expandPath, normalizeBaseUrl, queryString, requestInit, requestUrl } from "./build-request";

describe("expandPath", () => {
  test("URL-encodes each path parameter", () => {
    expect(expandPath("/v1/CreditNote/{id}/cancel", { id: "a/b c?d" })).toBe("/v1/CreditNote/a%2Fb%20c%3Fd/cancel");
  });

  test("a missing parameter throws instead of addressing another resource", () => {
    expect(() => expandPath("/v1/NaturalPerson/{id}", {})).toThrow(/missing path parameter "id"/);
    expect(() => expandPath("/v1/NaturalPerson/{id}", { id: "" })).toThrow(TypeError);
  });
});

describe("the registry as the client reads it", () => {
  test.each(routeList.map((route) => [route.operationId, route] as const))("%s: path placeholders are the keys of its params schema", (_id, route) => {
    const placeholders = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
    expect(placeholders).toEqual(Object.keys(route.params?.shape ?? {}).sort());
  });
});

describe("queryString", () => {
  test("skips undefined and null, writes numbers and booleans as text, repeats array keys, encodes values", () => {
    expect(queryString({ a: undefined, b: null, page: 2, returnValue: true, status: ["Draft", "Revision"], q: "a b&c" })).toBe(
      "?page=2&returnValue=true&status=Draft&status=Revision&q=a+b%26c",
    );
  });

  test("nothing to send → no question mark", () => {
    expect(queryString({ a: undefined })).toBe("");
    expect(queryString()).toBe("");
  });
});

describe("requestUrl", () => {
  test("keeps a base path and drops trailing slashes", () => {
    expect(normalizeBaseUrl("https://api.example.com/credito//")).toBe("https://api.example.com/credito");
    expect(requestUrl("https://api.example.com/credito/", routes.getNaturalPerson, { params: { id: "x y" } })).toBe(
      "https://api.example.com/credito/v1/NaturalPerson/x%20y",
    );
    expect(requestUrl("http://h", routes.listCreditNotes, { query: { status: "Draft", page: 1 } })).toBe("http://h/v1/CreditNote?status=Draft&page=1");
  });
});

describe("requestInit", () => {
  test("a creation sends JSON and the idempotency key", () => {
    const init = requestInit(routes.createNaturalPerson, { body: { name: "x" }, idempotencyKey: "draft-1" }, "req-1");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"x"}');
    expect(init.headers.get("content-type")).toBe("application/json");
    expect(init.headers.get("idempotency-key")).toBe("draft-1");
    expect(init.headers.get("x-request-id")).toBe("req-1");
    expect(init.redirect).toBe("manual");
  });

  test("a route without a body or idempotency sends neither, whatever the input says", () => {
    const init = requestInit(routes.getNaturalPerson, { params: { id: "1" }, body: { x: 1 }, idempotencyKey: "k" }, "req-2");
    expect(init.body).toBeUndefined();
    expect(init.headers.has("content-type")).toBe(false);
    expect(init.headers.has("idempotency-key")).toBe(false);
  });

  test("a POST action without body (submitapproval) sends no content type", () => {
    const init = requestInit(routes.submitCreditNoteForApproval, { params: { id: "1" } }, "req-3");
    expect(init.method).toBe("POST");
    expect(init.body).toBeUndefined();
    expect(init.headers.has("content-type")).toBe(false);
  });
});
