import { beforeAll, describe, expect, test } from "vitest";
import { apiUrl, callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { PRODUCT_CATALOG } from "@/lib/credit/products/catalog";

let token: string;
beforeAll(async () => {
  token = await tokenFor(centro);
});

describe("GET /v1/Product", () => {
  test("lists every enabled product with the ranges the API enforces", async () => {
    const response = await callApi(token, "GET", "/v1/Product");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, size: 20, totalItems: PRODUCT_CATALOG.length, totalPages: 1 });
    const products = (response.body as { data: Array<Record<string, unknown>> }).data;
    expect(products.map((product) => product.id)).toEqual(PRODUCT_CATALOG.map((product) => product.id));
    for (const catalog of PRODUCT_CATALOG) {
      const product = products.find((item) => item.id === catalog.id);
      expect(product).toMatchObject({
        name: catalog.name,
        amortizationType: catalog.calculationModel,
        calculationType: catalog.calculationType,
        monthlyRate: { min: Number(catalog.minMonthlyRate), max: Number(catalog.maxMonthlyRate) },
        term: { min: catalog.minTerm, max: catalog.maxTerm },
        termUnit: catalog.module === "fgts" ? "months" : "installments",
        issuanceCostInCents: catalog.issuanceCostInCents,
      });
    }
    const fgts = products.find((item) => item.amortizationType === "fgts");
    expect(fgts?.fgtsLimits).toEqual({ maxPledgedWithdrawals: 3, minWithdrawalPerYearInCents: 10_000, maxWithdrawalPerYearInCents: 50_000 });
  });

  test("one product by id; 404 for an unknown id, 400 for a malformed one, 401 without a token", async () => {
    const [first] = PRODUCT_CATALOG;
    const found = await callApi(token, "GET", `/v1/Product/${first?.id}`);
    expect(found.status).toBe(200);
    expect(found.body?.id).toBe(first?.id);
    expect((await callApi(token, "GET", `/v1/Product/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await callApi(token, "GET", "/v1/Product/abc")).status).toBe(400);
    expect((await fetch(apiUrl("/v1/Product"))).status).toBe(401);
  });
});
