import { describe, expect, test } from "vitest";
import { roleBranchProblem } from "./role-branch-rule";

const BRANCH = "6f1c1c3e-3f0e-4b8e-9b1e-2f3a4b5c6d7e";

describe("roleBranchProblem", () => {
  test.each(["correspondent", "officer"] as const)("%s needs a branch", (role) => {
    expect(roleBranchProblem(role, null)).toMatch(/precisam de uma agência/);
    expect(roleBranchProblem(role, BRANCH)).toBeNull();
  });

  test.each(["manager", "desk"] as const)("%s must not have one", (role) => {
    expect(roleBranchProblem(role, BRANCH)).toMatch(/não pertencem a uma agência/);
    expect(roleBranchProblem(role, null)).toBeNull();
  });
});
