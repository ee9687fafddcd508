import { describe, expect, it } from "vitest";
import { FGTS_CALCULATION_TYPE } from "@/lib/finance";
import { PRODUCT_CATALOG, PRODUCT_IDS } from "./catalog";
import { catalogFinanceRow } from "./catalog-finance-row";
import { catalogProductRow } from "./test-product-rows";
import { toFinanceProduct } from "./to-finance-product";

describe("catalogFinanceRow", () => {
  it.each(PRODUCT_CATALOG.map((product) => [product.name, product] as const))("%s computes like the stored row", (_name, product) => {
    expect(toFinanceProduct(catalogFinanceRow(product))).toEqual(toFinanceProduct(catalogProductRow(product.id)));
  });
});

describe("the FGTS product", () => {
  it("publishes the day count every FGTS plan applies", () => {
    expect(PRODUCT_CATALOG.find((product) => product.id === PRODUCT_IDS.fgtsAnticipation)?.calculationType).toBe(FGTS_CALCULATION_TYPE);
    expect(FGTS_CALCULATION_TYPE).toBe("V360DiasCorridos");
  });
});
