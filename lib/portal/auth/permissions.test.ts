import { describe, expect, test } from "vitest";
import { can, canViewBranch, CAPABILITIES, visibleBranchFilter, type Capability } from "./permissions";
import { PORTAL_ROLES, type PortalRole } from "./roles";

const expected: Record<PortalRole, Capability[]> = {
  correspondent: ["originate", "viewOperations"],
  officer: ["originate", "viewOperations", "assignOperationBranch"],
  manager: ["viewOperations", "manageOperators", "manageBranchCredentials", "viewAudit", "viewPipeline", "assignOperationBranch"],
  desk: ["viewOperations", "deskDecisions"],
};

describe("role capabilities", () => {
  test.each(PORTAL_ROLES)("%s has exactly its capabilities", (role) => {
    const granted = (Object.keys(CAPABILITIES) as Capability[]).filter((capability) => can(role, capability));
    expect(granted.sort()).toEqual([...expected[role]].sort());
  });
});

describe("branch scope", () => {
  const se = { id: "b-se", organizationId: "org-centro" };
  const paulista = { id: "b-paulista", organizationId: "org-centro" };
  const manaus = { id: "b-manaus", organizationId: "org-norte" };
  const operator = (role: PortalRole, branchId: string | null, organizationId: string | null) => ({ role, branchId, organizationId });

  test("a correspondent sees its own branch only", () => {
    const correspondent = operator("correspondent", "b-se", "org-centro");
    expect([se, paulista, manaus].map((branch) => canViewBranch(correspondent, branch))).toEqual([true, false, false]);
    expect(visibleBranchFilter(correspondent)).toEqual({ id: "b-se" });
  });

  test("an officer sees its organization's branches", () => {
    const officer = operator("officer", "b-se", "org-centro");
    expect([se, paulista, manaus].map((branch) => canViewBranch(officer, branch))).toEqual([true, true, false]);
    expect(visibleBranchFilter(officer)).toEqual({ organizationId: "org-centro" });
  });

  test.each(["manager", "desk"] as const)("a %s sees every branch", (role) => {
    const global = operator(role, null, null);
    expect([se, paulista, manaus].every((branch) => canViewBranch(global, branch))).toBe(true);
    expect(visibleBranchFilter(global)).toBeNull();
  });

  test("a correspondent or officer without a branch sees nothing (never everything)", () => {
    expect(canViewBranch(operator("correspondent", null, null), se)).toBe(false);
    expect(canViewBranch(operator("officer", null, null), se)).toBe(false);
    expect(visibleBranchFilter(operator("correspondent", null, null))).not.toBeNull();
    expect(visibleBranchFilter(operator("officer", null, null))).not.toBeNull();
  });
});
