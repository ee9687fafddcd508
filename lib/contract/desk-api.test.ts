import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DESK_QUEUE_STATUSES, deskQueueQuerySchema } from "./desk-api";
import { routeList } from "./routes";

describe("deskQueueQuerySchema", () => {
  test("status comma-separated or repeated, each once; page and size from text", () => {
    expect(deskQueueQuerySchema.parse({ status: "ManualWarranty, ManualLiquidation,ManualWarranty", page: "2", size: "50" })).toEqual({
      status: ["ManualWarranty", "ManualLiquidation"],
      page: 2,
      size: 50,
    });
    expect(deskQueueQuerySchema.parse({ status: ["ManualWarranty", "Warranty"] }).status).toEqual(["ManualWarranty", "Warranty"]);
    expect(deskQueueQuerySchema.parse({})).toEqual({ page: 1, size: 20 });
  });

  test.each([
    [{ status: "Bogus" }, "status"],
    [{ status: "" }, "status"],
    [{ status: Array.from({ length: 21 }, () => "Draft") }, "status"],
    [{ status: "ManualWarranty\u0000" }, "status"],
    [{ productId: "12" }, "productId"],
    [{ correspondentId: "x" }, "correspondentId"],
    [{ size: "101" }, "size"],
    [{ page: "0" }, "page"],
  ])("%j is refused on %s", (query, field) => {
    const parsed = deskQueueQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe("the desk API stays outside the partner contract", () => {
  test("no desk route in the registry that feeds /v1/openapi.json and the documentation server", () => {
    expect(routeList.filter((route) => route.path.startsWith("/desk-api"))).toEqual([]);
  });

  test("the credit API guide documents the queue's default statuses", () => {
    const guide = readFileSync(path.join(__dirname, "../../docs/credit-api.md"), "utf8");
    const section = guide.slice(guide.indexOf("### Desk API"), guide.indexOf("### The borrower's signature page"));
    expect(section).toContain(DESK_QUEUE_STATUSES.map((status) => `\`${status}\``).join(", "));
  });
});
