import { describe, expect, test } from "vitest";
import { canViewTrackedOperation, trackedOperationScope } from "./tracked-operation-scope";

const centro = "00000000-0000-4000-8000-00000000000a";
const norte = "00000000-0000-4000-8000-00000000000b";
const se = "00000000-0000-4000-8000-0000000000a1";
const paulista = "00000000-0000-4000-8000-0000000000a2";

const ofSe = { branchId: se, organizationId: centro };
const ofPaulista = { branchId: paulista, organizationId: centro };
const ofCentroNoBranch = { branchId: null, organizationId: centro };
const ofNorte = { branchId: "00000000-0000-4000-8000-0000000000b1", organizationId: norte };

describe("who sees a tracked operation", () => {
  test("a correspondent: its branch only, not the organization's unattributed ones", () => {
    const operator = { role: "correspondent" as const, branchId: se, organizationId: centro };
    expect([ofSe, ofPaulista, ofCentroNoBranch, ofNorte].map((operation) => canViewTrackedOperation(operator, operation))).toEqual([true, false, false, false]);
    expect(trackedOperationScope(operator)).toEqual({ column: "branchId", value: se });
  });

  test("an officer: its organization, with or without a branch", () => {
    const operator = { role: "officer" as const, branchId: se, organizationId: centro };
    expect([ofSe, ofPaulista, ofCentroNoBranch, ofNorte].map((operation) => canViewTrackedOperation(operator, operation))).toEqual([true, true, true, false]);
    expect(trackedOperationScope(operator)).toEqual({ column: "organizationId", value: centro });
  });

  test("managers and the desk: everything", () => {
    for (const role of ["manager", "desk"] as const) {
      const operator = { role, branchId: null, organizationId: null };
      expect([ofSe, ofCentroNoBranch, ofNorte].every((operation) => canViewTrackedOperation(operator, operation))).toBe(true);
      expect(trackedOperationScope(operator)).toBeNull();
    }
  });

  test("a correspondent or officer without a branch sees nothing", () => {
    expect(canViewTrackedOperation({ role: "correspondent", branchId: null, organizationId: null }, ofCentroNoBranch)).toBe(false);
    expect(canViewTrackedOperation({ role: "officer", branchId: null, organizationId: null }, ofSe)).toBe(false);
  });
});
