import { describe, expect, test } from "vitest";
import { attributeDiscovery } from "./discovery-attribution";

const org = "00000000-0000-4000-8000-0000000000a1";
const se = { id: "00000000-0000-4000-8000-0000000000b1", organizationId: org };
const paulista = { id: "00000000-0000-4000-8000-0000000000b2", organizationId: org };

describe("attribution of operations discovered by a scan", () => {
  test("the only branch of its organization gets the operations its credential discovers", () => {
    expect(attributeDiscovery([se], 1)).toEqual({ organizationId: org, branchId: se.id });
  });

  test("a credential shared by two branches: the organization, no branch", () => {
    expect(attributeDiscovery([se, paulista], 2)).toEqual({ organizationId: org, branchId: null });
  });

  test("one credential per branch in a two-branch organization: the API cannot tell the branch, so no branch", () => {
    expect(attributeDiscovery([se], 2)).toEqual({ organizationId: org, branchId: null });
  });

  test("a credential no branch holds attributes nothing", () => {
    expect(attributeDiscovery([], 0)).toBeNull();
  });
});
