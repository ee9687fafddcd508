import { describe, expect, test } from "vitest";
import { deskQueueHref, deskQueueQuery, parseDeskQueueSearch } from "./desk-queue-search";

const PRODUCT = "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01";
const PARTNER = "6a1f0e2c-3b4d-4e5f-8a9b-0c1d2e3f4a01";

describe("parseDeskQueueSearch", () => {
  test("reads every filter of the URL", () => {
    expect(parseDeskQueueSearch({ status: "ManualWarranty", product: PRODUCT, partner: PARTNER, page: "3", size: "25" })).toEqual({
      status: "ManualWarranty",
      productId: PRODUCT,
      partnerId: PARTNER,
      page: 3,
      size: 25,
    });
  });

  test("drops what is not valid: the whole queue, first page, default size", () => {
    expect(parseDeskQueueSearch({ status: "Whatever", product: "1; drop", partner: ["x"], page: "0", size: "1000" })).toEqual({
      status: null,
      productId: null,
      partnerId: null,
      page: 1,
      size: 50,
    });
    expect(parseDeskQueueSearch({ page: "-2", size: "30" })).toMatchObject({ page: 1, size: 50 });
  });
});

describe("deskQueueQuery", () => {
  test("no status asks for the API's default (the desk queue); the partner is the correspondent", () => {
    expect(deskQueueQuery(parseDeskQueueSearch({ partner: PARTNER }))).toEqual({ correspondentId: PARTNER, page: 1, size: 50 });
  });
});

describe("deskQueueHref", () => {
  const view = parseDeskQueueSearch({ status: "ManualLiquidation", page: "4" });

  test("keeps the view, leaving defaults out", () => {
    expect(deskQueueHref(view)).toBe("/desk?status=ManualLiquidation&page=4");
    expect(deskQueueHref(parseDeskQueueSearch({}))).toBe("/desk");
  });

  test("a new filter goes back to the first page; a page change keeps the filters", () => {
    expect(deskQueueHref(view, { status: null })).toBe("/desk");
    expect(deskQueueHref(view, { productId: PRODUCT })).toBe(`/desk?status=ManualLiquidation&product=${PRODUCT}`);
    expect(deskQueueHref(view, { page: 5 })).toBe("/desk?status=ManualLiquidation&page=5");
  });
});
