import { describe, expect, it } from "vitest";
import { auditEventWhere } from "./find-audit-events";

describe("auditEventWhere", () => {
  it("matches everything without filters", () => {
    expect(auditEventWhere({})).toEqual({});
  });

  it("turns each filter into its column, and the period into Brasília day bounds", () => {
    expect(
      auditEventWhere({
        operatorId: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
        action: "auth.sign_in_failed",
        operationId: "0b7e4c2a-5d6f-4a1b-9c8d-7e6f5a4b3c2d",
        from: "2026-11-01",
        to: "2026-11-21",
      }),
    ).toEqual({
      operatorId: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
      action: "auth.sign_in_failed",
      operationId: "0b7e4c2a-5d6f-4a1b-9c8d-7e6f5a4b3c2d",
      at: { gte: new Date("2026-11-01T03:00:00.000Z"), lt: new Date("2026-11-22T03:00:00.000Z") },
    });
  });

  it("an open-ended period bounds one side only", () => {
    expect(auditEventWhere({ from: "2026-11-01" })).toEqual({ at: { gte: new Date("2026-11-01T03:00:00.000Z") } });
  });
});
