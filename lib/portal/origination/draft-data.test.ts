import { describe, expect, test } from "vitest";
import { changesStep, parseDraftData, withStep } from "./draft-data";
import { APPROVED_AUTHORIZATION as authorization, TEST_BORROWER as borrower } from "./draft-test-fixtures";


describe("draft data", () => {
  test("recording a step clears every later step (a new borrower invalidates the authorization)", () => {
    const withAuthorization = withStep(withStep({}, "tomador", borrower), "autorizacao", authorization);
    expect(Object.keys(withAuthorization)).toEqual(["borrower", "authorization"]);
    const again = withStep(withAuthorization, "tomador", { ...borrower, name: "Outra" });
    expect(again).toEqual({ borrower: { ...borrower, name: "Outra" } });
  });

  test("the same answer again (only its check time differs) is not a change; another answer is", () => {
    const data = withStep(withStep({}, "tomador", borrower), "autorizacao", authorization);
    expect(changesStep(data, "autorizacao", { ...authorization, checkedAt: "2026-11-22T11:00:00Z" })).toBe(false);
    expect(changesStep(data, "autorizacao", { ...authorization, status: "Refused" as const })).toBe(true);
    expect(changesStep(data, "tomador", { ...borrower, name: "Outra" })).toBe(true);
  });

  test("a stored draft is read back through the contract's schemas; from the first broken step on, it is dropped", () => {
    expect(parseDraftData({ borrower, authorization })).toMatchObject({ borrower, authorization });
    const broken = parseDraftData({ borrower: { ...borrower, registrationNumber: "123" }, authorization });
    expect(broken).toEqual({});
    const laterBroken = parseDraftData({ borrower, authorization: { ...authorization, status: "Maybe" } });
    expect(laterBroken).toEqual({ borrower });
    expect(parseDraftData(null)).toEqual({});
  });
});
