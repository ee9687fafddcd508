import { describe, expect, it } from "vitest";
import { routeList } from "@/lib/contract/routes";
import { endpointReference, findEndpoint, findEndpointByRoute } from "./endpoints";
import { allFieldNames, fieldNamesByUnit, lookupField, similarFieldNames } from "./fields";

describe("endpointReference", () => {
  it("has one entry per route of the contract, from the OpenAPI document", () => {
    expect(endpointReference().map((endpoint) => endpoint.operationId).sort()).toEqual(routeList.map((route) => route.operationId).sort());
  });

  it("carries parameters, body fields, response and errors", () => {
    const creation = findEndpoint("createcreditnote");
    expect(creation?.method).toBe("POST");
    expect(creation?.idempotencyKey).toBe(true);
    expect(creation?.queryParameters.map((parameter) => parameter.name)).toEqual(["updateStartDate", "returnValue"]);
    expect(creation?.body?.fields.find((field) => field.path === "warranty[].totalValue")).toMatchObject({ type: "decimal, reais (não centavos)", required: true });
    expect(creation?.errors.map((error) => error.status)).toEqual(expect.arrayContaining(["400", "401", "403", "404", "409"]));
  });

  it("shows the file upload's multipart body and the download's binary answer", () => {
    const upload = findEndpoint("uploadFile");
    expect(upload?.body?.mediaTypes).toEqual(["multipart/form-data"]);
    expect(upload?.body?.fields.find((field) => field.path === "file")).toMatchObject({ type: "arquivo (binário)", required: true });
    expect(findEndpoint("downloadFile")?.response.type).toBe("arquivo (binário): application/pdf, image/jpeg, image/png");
  });
});

describe("findEndpointByRoute", () => {
  it("matches concrete ids, any casing, full URLs and a missing /v1", () => {
    expect(findEndpointByRoute("post", "https://api.exemplo.com/v1/creditnote/3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f/cancel?x=1").endpoint?.operationId).toBe(
      "cancelCreditNote",
    );
    expect(findEndpointByRoute("GET", "CreditNote/{id}").endpoint?.operationId).toBe("getCreditNote");
    expect(findEndpointByRoute("POST", "/v1/Amortization/Batch").endpoint?.operationId).toBe("simulateAmortizationBatch");
  });

  it("prefers literal segments over a template", () => {
    expect(findEndpointByRoute("POST", "/v1/Amortization/RegistryEmployeeOffers").endpoint?.operationId).toBe("simulateOffers");
  });

  it("names the methods of a route asked with the wrong one", () => {
    expect(findEndpointByRoute("GET", "/v1/CreditNote/abc/cancel")).toEqual({ otherMethods: ["POST"] });
    expect(findEndpointByRoute("GET", "/v1/Cartao")).toEqual({ otherMethods: [] });
  });
});

describe("lookupField", () => {
  it("gives type, required flag and the endpoints of a field, per model", () => {
    const meanings = lookupField("termInMonths");
    const fgts = meanings.find((meaning) => meaning.field.path === "amortization.termInMonths" && meaning.field.variant === "fgts");
    expect(fgts?.field).toMatchObject({ type: "inteiro", required: true, forbidden: false });
    expect(fgts?.uses.map((use) => use.operationId)).toEqual(expect.arrayContaining(["simulateAmortization", "createCreditNote"]));
    const price = meanings.find((meaning) => meaning.field.path === "amortization.termInMonths" && meaning.field.variant === "price/sac");
    expect(price?.field.forbidden).toBe(true);
    expect(price?.field.description).toContain("pertence ao modelo FGTS");
  });

  it("lists enum values and accepts a JSON path with an index", () => {
    const [calculationType] = lookupField("calculationType");
    expect(calculationType?.field.enumValues).toEqual(expect.arrayContaining(["V360Meses", "V365DiasCorridos"]));
    const [totalValue] = lookupField("warranty[0].totalValue");
    expect(totalValue?.field.type).toBe("decimal, reais (não centavos)");
  });

  it("gives every amount in cents its unit, a signed one (an installment's negative amortization) included", () => {
    const withUnit = new Set([...fieldNamesByUnit().values()].flat());
    expect(allFieldNames().filter((name) => name.endsWith("InCents") && !withUnit.has(name))).toEqual([]);
    expect(lookupField("principalInCents")[0]?.field.type).toBe("inteiro, centavos (pode ser negativo)");
  });

  it("finds nothing for a name the contract does not have, and suggests close ones", () => {
    expect(lookupField("cardNumber")).toEqual([]);
    expect(similarFieldNames("termInMonth")).toContain("termInMonths");
  });
});
