import { describe, expect, test } from "vitest";
import { applicableDeskDecisions, deskTarget } from "./desk-rules";

describe("applicableDeskDecisions", () => {
  test("a manual stage can be concluded, returned, disapproved (warranty only) or put in error", () => {
    expect(applicableDeskDecisions("ManualWarranty", false)).toEqual(["revision", "disapprove", "conclude-manual-stage", "force-error"]);
    expect(applicableDeskDecisions("ManualLiquidation", false)).toEqual(["revision", "conclude-manual-stage", "force-error"]);
  });

  test("an analysis stage can be returned or disapproved, not concluded", () => {
    expect(applicableDeskDecisions("CreditApproval", false)).toEqual(["revision", "disapprove", "force-error"]);
  });

  test("nothing applies while a cancel is being processed, nor to a closed operation", () => {
    expect(applicableDeskDecisions("ManualWarranty", true)).toEqual([]);
    expect(applicableDeskDecisions("Finished", false)).toEqual([]);
    expect(applicableDeskDecisions("Canceled", false)).toEqual([]);
  });

  test("every listed decision has a target, and every unlisted one has none", () => {
    for (const status of ["Draft", "Signatures", "Revision", "Error", "WarrantyRevision"] as const) {
      for (const decision of ["revision", "disapprove", "conclude-manual-stage", "force-error"] as const) {
        expect(applicableDeskDecisions(status, false).includes(decision)).toBe(deskTarget(decision, status) !== null);
      }
    }
  });
});
