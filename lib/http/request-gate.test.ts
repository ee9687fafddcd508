import { describe, expect, test } from "vitest";
import { actionOriginProblem, MAX_REQUEST_BODY_BYTES, MAX_TARGET_LENGTH, PAGE_BODY_MAX_BYTES, requestProblem } from "./request-gate";

function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return { method, url, headers };
}

describe("requestProblem", () => {
  test.each([
    "/v1/CreditNote/0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01",
    "/v1/CreditNote?status=Draft&initialDate=2026-01-01T00:00:00Z&page=1",
    "/branches/Jos%C3%A9%20Maria",
    "/v1/NaturalPerson?registrationNumber=10000001929",
    "/mcp",
    "/?q=a+b%2Bc",
  ])("lets %s through", (url) => {
    expect(requestProblem(request(url))).toBeUndefined();
  });

  test.each([
    ["/v1/CreditNote/%ff", /codificação percentual inválida/],
    ["/desk-api/credit-notes/%ff/revision", /codificação percentual inválida/],
    ["/sign/%E0%A4", /codificação percentual inválida/],
    ["/v1/CreditNote/%zz", /codificação percentual inválida/],
    ["/v1/CreditNote/%00", /caractere de controle/],
    ["/v1/CreditNote?status=%ff", /Parâmetro de consulta com codificação percentual inválida/],
    ["/v1/CreditNote?status=Draft%0A", /caractere de controle/],
    ["/v1/CreditNote?st%00atus=Draft", /Nome de parâmetro/],
    ["/v1/CreditNote/\u00e9", /fora do ASCII/],
  ])("refuses %s with 400 problem+json naming what was wrong", (url, detail) => {
    expect(requestProblem(request(url))).toMatchObject({ status: 400, type: "/problems/malformed-request", detail: expect.stringMatching(detail) });
  });

  test("refuses a target longer than MAX_TARGET_LENGTH with 414", () => {
    expect(requestProblem(request(`/v1/${"a".repeat(MAX_TARGET_LENGTH)}`))).toMatchObject({ status: 414 });
  });

  test("refuses a declared body above the limit of its kind of route with 413", () => {
    const api = (length: number) => request("/v1/CreditNote", { "content-length": String(length) }, "POST");
    expect(requestProblem(api(MAX_REQUEST_BODY_BYTES))).toBeUndefined();
    expect(requestProblem(api(MAX_REQUEST_BODY_BYTES + 1))).toMatchObject({ status: 413 });
    const page = (length: number) => request("/admin/operators/new", { "content-length": String(length) }, "POST");
    expect(requestProblem(page(PAGE_BODY_MAX_BYTES))).toBeUndefined();
    expect(requestProblem(page(PAGE_BODY_MAX_BYTES + 1))).toMatchObject({ status: 413 });
    expect(requestProblem(request("/v1/CreditNote", { "content-length": "12abc" }, "POST"))).toMatchObject({ status: 400 });
  });

  test("pages and Auth.js need a declared length; API routes bound chunked bodies themselves", () => {
    expect(requestProblem(request("/api/auth/signout", { "transfer-encoding": "chunked" }, "POST"))).toMatchObject({ status: 411 });
    expect(requestProblem(request("/oauth/token", { "transfer-encoding": "chunked" }, "POST"))).toBeUndefined();
  });
});

describe("methods", () => {
  test.each(["TRACE", "CONNECT", "TRACK", "PROPFIND"])("%s answers 405 with Allow, not the framework's 500", (method) => {
    expect(requestProblem(request("/health", {}, method))).toMatchObject({ status: 405, headers: { allow: expect.stringContaining("GET") } });
  });

  test.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("%s goes on", (method) => {
    expect(requestProblem(request("/health", { "content-length": "0" }, method))).toBeUndefined();
  });
});

describe("actionOriginProblem", () => {
  const action = (headers: Record<string, string>) => request("/operations/x", { "next-action": "7f00", ...headers }, "POST");

  test("a server action from another origin is a 403 in pt-BR", () => {
    expect(actionOriginProblem(action({ host: "portal.example", origin: "http://evil.example" }))).toMatchObject({ status: 403, detail: expect.stringMatching(/outra origem/) });
    expect(actionOriginProblem(action({ host: "portal.example", origin: "null" }))).toMatchObject({ status: 403 });
  });

  test("the same origin, a forwarded host a trusted proxy kept, a non-action POST and a GET go on", () => {
    expect(actionOriginProblem(action({ host: "portal.example", origin: "https://portal.example" }))).toBeUndefined();
    expect(actionOriginProblem(action({ host: "127.0.0.1:3000", "x-forwarded-host": "portal.example", origin: "https://portal.example" }))).toBeUndefined();
    expect(actionOriginProblem(request("/oauth/token", { host: "portal.example", origin: "http://evil.example" }, "POST"))).toBeUndefined();
    expect(actionOriginProblem(request("/operations/x", { "next-action": "7f00", host: "portal.example", origin: "http://evil.example" }, "GET"))).toBeUndefined();
  });
});
