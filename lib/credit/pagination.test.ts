import { describe, expect, it } from "vitest";
import { paginationQuerySchema } from "@/lib/contract/pagination";
import { pageWindow, toPage } from "./pagination";

describe("pagination", () => {
  it("turns page and size into skip and take", () => {
    expect(pageWindow({ page: 1, size: 20 })).toEqual({ skip: 0, take: 20 });
    expect(pageWindow({ page: 3, size: 7 })).toEqual({ skip: 14, take: 7 });
  });

  it("builds the envelope with the totals, also past the last page and for no items", () => {
    expect(toPage(["a", "b"], 5, { page: 1, size: 2 })).toEqual({ data: ["a", "b"], page: 1, size: 2, totalItems: 5, totalPages: 3 });
    expect(toPage([], 5, { page: 9, size: 2 })).toEqual({ data: [], page: 9, size: 2, totalItems: 5, totalPages: 3 });
    expect(toPage([], 0, { page: 1, size: 20 })).toMatchObject({ totalItems: 0, totalPages: 0 });
  });

  it("works with the contract's defaults", () => {
    const query = paginationQuerySchema.parse({});
    expect(pageWindow(query)).toEqual({ skip: 0, take: 20 });
  });
});
