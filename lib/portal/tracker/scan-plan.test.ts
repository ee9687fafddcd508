import { describe, expect, test } from "vitest";
import { lookUpOneByOne, planStatusScans, statusScanCalls, toApiDateTime } from "./scan-plan";

const at = (iso: string) => new Date(iso);

describe("status scans", () => {
  test("one scan per status with open operations, over their creation window in whole UTC seconds", () => {
    const scans = planStatusScans([
      { id: "a", status: "Signatures", createdAt: at("2026-11-20T10:00:00.900Z") },
      { id: "b", status: "Draft", createdAt: at("2026-11-21T08:30:00.000Z") },
      { id: "c", status: "Signatures", createdAt: at("2026-11-19T23:59:59.100Z") },
    ]);
    expect(scans).toEqual([
      { status: "Draft", initialDate: "2026-11-21T08:30:00Z", finalDate: "2026-11-21T08:30:00Z", expected: ["b"] },
      { status: "Signatures", initialDate: "2026-11-19T23:59:59Z", finalDate: "2026-11-20T10:00:00Z", expected: ["a", "c"] },
    ]);
  });

  test("no open operation, no scan", () => {
    expect(planStatusScans([])).toEqual([]);
    expect(statusScanCalls([])).toBe(0);
  });

  test("calls: Σ over statuses of ⌈open/100⌉", () => {
    const open = [
      ...Array.from({ length: 250 }, (_, i) => ({ id: `d${i}`, status: "Draft", createdAt: new Date(i * 1000) })),
      ...Array.from({ length: 100 }, (_, i) => ({ id: `s${i}`, status: "Signatures", createdAt: new Date(i * 1000) })),
      { id: "w", status: "Warranty", createdAt: new Date(0) },
    ];
    expect(statusScanCalls(open)).toBe(3 + 1 + 1);
  });

  test("the API's date format", () => {
    expect(toApiDateTime(at("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02T03:04:05Z");
  });
});

describe("finding operations that left their status", () => {
  test("one missing operation: one GET, without listing", () => {
    expect(lookUpOneByOne(1, null)).toBe(true);
    expect(lookUpOneByOne(2, null)).toBe(false);
  });

  test("after the first window page: one by one when that is no more calls than the pages left", () => {
    expect(lookUpOneByOne(3, 5)).toBe(true);
    expect(lookUpOneByOne(5, 5)).toBe(true);
    expect(lookUpOneByOne(6, 5)).toBe(false);
    expect(lookUpOneByOne(0, 5)).toBe(false);
  });
});
