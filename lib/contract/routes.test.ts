import { describe, expect, expectTypeOf, test } from "vitest";
import { z } from "zod";
import { creditNoteCreateSchema } from "./credit-note";
import { acceptedKeys } from "./objects";
import { findRoute, routeList, routes } from "./routes";

/**
 * Every route of the spec's endpoint tables and of DESIGN §3 (document content included), the portal's extensions in
 * the same spirit (products with their ranges, a person's accounts, documents of a person, an operation's CET worksheet
 * and CCB as PDFs), plus the two meta routes.
 */
const expectedRoutes = [
  "POST /oauth/token",
  "POST /v1/NaturalPerson",
  "GET /v1/NaturalPerson/{id}",
  "GET /v1/NaturalPerson",
  "PUT /v1/NaturalPerson/{id}/upload",
  "POST /v1/BankAccount",
  "GET /v1/BankAccount/{id}",
  "GET /v1/BankAccount",
  "GET /v1/Product",
  "GET /v1/Product/{id}",
  "POST /v1/RegistryEmployee/MarginAuthorization",
  "GET /v1/RegistryEmployee/MarginAuthorization",
  "POST /v1/RegistryEmployee/FreeMarginQuery",
  "GET /v1/RegistryEmployee/FreeMarginQuery",
  "POST /v1/Amortization/RegistryEmployeeOffers",
  "POST /v1/RegistryEmployee/FirstPaymentDate",
  "POST /v1/Amortization",
  "GET /v1/Amortization/{id}",
  "POST /v1/Amortization/Batch",
  "POST /v1/RegistryEmployee/OfferProposals",
  "POST /v1/RegistryEmployee/OfferProposalsWarranty",
  "GET /v1/AuctionCTPS/OfferProposals/{id}/simulation",
  "POST /v1/File",
  "GET /v1/File/{id}",
  "POST /v1/CreditNote",
  "GET /v1/CreditNote/{id}",
  "GET /v1/CreditNote",
  "PUT /v1/CreditNote/{id}",
  "PUT /v1/CreditNote/{id}/warranty",
  "PUT /v1/CreditNote/{id}/upload",
  "POST /v1/CreditNote/{id}/submitapproval",
  "GET /v1/CreditNote/{id}/SignUrl",
  "POST /v1/CreditNote/{id}/doneWarrantyRevision",
  "POST /v1/CreditNote/{id}/cancel",
  "DELETE /v1/CreditNote/{id}",
  "POST /v1/CreditNote/{id}/restore",
  "GET /v1/CreditNote/{id}/CetWorksheet",
  "GET /v1/CreditNote/{id}/Ccb",
  "GET /v1/openapi.json",
  "GET /health",
];

describe("route registry", () => {
  test("holds exactly the contract's routes", () => {
    expect(routeList.map((route) => `${route.method} ${route.path}`).sort()).toEqual([...expectedRoutes].sort());
  });

  test("leaves the provider webhooks out", () => {
    expect(routeList.some((route) => route.path.includes("Webhook"))).toBe(false);
  });

  test("operation ids are unique, camelCase and equal to their keys", () => {
    for (const [key, route] of Object.entries(routes)) {
      expect(route.operationId).toBe(key);
      expect(key).toMatch(/^[a-z][A-Za-z]+$/);
    }
    expect(new Set(routeList.map((route) => route.operationId)).size).toBe(routeList.length);
  });

  test.each(routeList.map((route) => [route.operationId, route] as const))("%s: path parameters match the path", (_, route) => {
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(Object.keys(route.params?.shape ?? {})).toEqual(placeholders);
  });

  test.each(routeList.map((route) => [route.operationId, route] as const))("%s: authentication and errors follow the spec", (_, route) => {
    const isCreditRoute = route.path.startsWith("/v1/") && route.tag !== "meta";
    expect(route.auth).toBe(isCreditRoute ? "bearer" : "none");
    if (route.auth === "bearer") expect(route.errors[401]).toBeTruthy();
    if (route.body !== undefined || route.query !== undefined || route.params !== undefined) expect(route.errors[400]).toBeTruthy();
    expect(route.summary.length).toBeGreaterThan(0);
    expect(route.description.length).toBeGreaterThan(0);
  });

  test.each([
    "updateCreditNote",
    "updateCreditNoteWarranty",
    "updateCreditNoteUploads",
    "submitCreditNoteForApproval",
    "getCreditNoteSignUrl",
    "doneCreditNoteWarrantyRevision",
    "cancelCreditNote",
    "deleteCreditNote",
    "restoreCreditNote",
  ] as const)("%s answers 409 for a status that forbids it", (operationId) => {
    expect(routes[operationId].errors[409]).toBeTruthy();
  });

  test("FGTS deletion in a wrong status answers 400, as the spec states", () => {
    expect(routes.deleteCreditNote.errors[400]).toMatch(/FGTS/);
  });

  test("creation routes accept an Idempotency-Key", () => {
    const idempotent = routeList.filter((route) => route.idempotencyKey === true).map((route) => route.operationId);
    expect(idempotent).toEqual([
      "createNaturalPerson",
      "createBankAccount",
      "createMarginAuthorization",
      "sendOfferProposal",
      "sendOfferProposalsWithWarranty",
      "createCreditNote",
    ]);
  });

  test("tags: private-loan-only routes are tagged consignado-privado", () => {
    expect(routes.updateCreditNoteWarranty.tag).toBe("consignado-privado");
    expect(routes.queryFreeMargin.products).toEqual(["consignado-privado"]);
    expect(routes.createCreditNote.products).toEqual(["consignado-privado", "fgts"]);
  });

  test("entries keep their schemas' precise types (for the typed client)", () => {
    expectTypeOf(routes.createCreditNote.body).toEqualTypeOf<typeof creditNoteCreateSchema>();
    expectTypeOf(routes.createCreditNote.method).toEqualTypeOf<"POST">();
  });

  test("findRoute locates a route by method and OpenAPI path", () => {
    expect(findRoute("post", "/v1/CreditNote/{id}/submitapproval")?.operationId).toBe("submitCreditNoteForApproval");
    expect(findRoute("GET", "/v1/Webhook/x")).toBeUndefined();
  });

  test("the batch route validates the envelope, not the items, up front", () => {
    expect(routes.simulateAmortizationBatch.bodyEnvelope?.safeParse({ items: [{}] }).success).toBe(true);
    expect(routes.simulateAmortizationBatch.body.safeParse({ items: [{}] }).success).toBe(false);
  });
});

/**
 * Every message a client can get is pt-BR and configured in the schemas: no zod default (English) text.
 * Each accepted field of each body and query gets a value of the wrong type, and the bodies get an
 * unknown field.
 */
describe("messages are configured in the schemas", () => {
  const wrongValues: readonly unknown[] = [{ unexpected: true }, "§", -1.5, null];
  const zodDefaults = /^(Invalid|Expected|Unrecognized|Too (big|small)|Required)/;

  function objectShapeOf(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
    return schema instanceof z.ZodObject ? schema.shape : undefined;
  }

  const cases = routeList.flatMap((route) =>
    [route.body, route.query, route.params].flatMap((schema) => {
      const shape = objectShapeOf(schema);
      return schema === undefined || shape === undefined ? [] : [[route.operationId, schema, acceptedKeys(shape as z.core.$ZodLooseShape)] as const];
    }),
  );

  test.each(cases)("%s", (_, schema, keys) => {
    const inputs = [...keys.flatMap((key) => wrongValues.map((value) => ({ [key]: value }))), { unexpectedField: 1 }, "not an object"];
    for (const input of inputs) {
      const result = schema.safeParse(input);
      for (const issue of result.success ? [] : result.error.issues) {
        expect(issue.message, JSON.stringify(input)).not.toMatch(zodDefaults);
        expect(issue.message.length).toBeGreaterThan(10);
      }
    }
  });
});
