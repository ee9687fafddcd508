import { describe, expect, test } from "vitest";
import { allowedStatusesByAction, operationStatusValues } from "@/lib/contract";
import { allowedPageActions, API_ACTION_OF, OPERATION_PAGE_ACTIONS } from "./operation-actions";

describe("the operation page's actions follow the contract's permission table", () => {
  test.each(operationStatusValues)("%s: exactly the actions the API allows there", (status) => {
    for (const productKind of ["payroll", "fgts"] as const) {
      const actions = allowedPageActions({ status, deleted: false, cancelRequested: false, productKind });
      for (const action of OPERATION_PAGE_ACTIONS) {
        if (action === "restore") {
          expect(actions).not.toContain("restore");
          continue;
        }
        const expected = allowedStatusesByAction[API_ACTION_OF[action]].includes(status) && !(action === "collateral" && productKind === "fgts");
        expect(actions.includes(action), `${productKind} ${status} ${action}`).toBe(expected);
      }
    }
  });

  test("a deleted operation offers only restore; a cancel in progress leaves only the signature links", () => {
    expect(allowedPageActions({ status: "Draft", deleted: true, cancelRequested: false, productKind: "payroll" })).toEqual(["restore"]);
    expect(allowedPageActions({ status: "Signatures", deleted: false, cancelRequested: true, productKind: "payroll" })).toEqual(["signLinks"]);
    expect(allowedPageActions({ status: "Draft", deleted: false, cancelRequested: true, productKind: "payroll" })).toEqual([]);
  });
});
