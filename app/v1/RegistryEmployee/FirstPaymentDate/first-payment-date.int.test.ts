import { beforeAll, describe, expect, test } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";

let token: string;
beforeAll(async () => {
  token = await tokenFor(centro);
});

const ask = (query: string) => callApi(token, "POST", `/v1/RegistryEmployee/FirstPaymentDate?${query}`);

describe("POST /v1/RegistryEmployee/FirstPaymentDate", () => {
  test.each([
    [PRODUCT_IDS.payrollPrice, "2026-05-04", "2026-06-07T00:00:00Z"], // transfer day 7, 34 days away
    [PRODUCT_IDS.payrollPrice, "2026-05-20", "2026-07-07T00:00:00Z"], // 7 June is only 18 days away
    [PRODUCT_IDS.payrollSac, "2026-05-04", "2026-06-10T00:00:00Z"], // transfer day 10
    [PRODUCT_IDS.payrollPrice, "2026-12-31", "2027-02-07T00:00:00Z"],
  ])("product %s from %s falls due on %s", async (productId, startDate, expected) => {
    const response = await ask(`productId=${productId}&startDate=${startDate}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ firstPaymentDate: expected });
  });

  test("the FGTS product has no transfer day: 400 naming productId", async () => {
    const response = await ask(`productId=${PRODUCT_IDS.fgtsAnticipation}&startDate=2026-05-04`);
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([{ field: "productId", message: expect.stringContaining("consignado privado") }]);
  });

  test("an unknown product is a 404 naming productId", async () => {
    const response = await ask("productId=3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f&startDate=2026-05-04");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(response.body?.errors).toEqual([expect.objectContaining({ field: "productId" })]);
  });

  test.each([
    ["an impossible date", `productId=${PRODUCT_IDS.payrollPrice}&startDate=2026-02-30`, "startDate"],
    ["a month without day", `productId=${PRODUCT_IDS.payrollPrice}&startDate=2026-05`, "startDate"],
    ["no product", "startDate=2026-05-04", "productId"],
  ])("%s is a 400 naming the parameter and its format", async (_, query, field) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([expect.objectContaining({ field })]);
  });

  test("without a token: 401", async () => {
    const response = await callApi("nope", "POST", `/v1/RegistryEmployee/FirstPaymentDate?productId=${PRODUCT_IDS.payrollPrice}&startDate=2026-05-04`);
    expect(response.status).toBe(401);
  });
});
