import { describe, expect, test } from "vitest";
import { callBudgetMs } from "./request-received-at";

describe("callBudgetMs", () => {
  const now = 1_800_000_000_000;

  test("the budget counts from the request's arrival: time queued before the first call is taken off", () => {
    expect(callBudgetMs(2_500, String(now), now)).toBe(2_500);
    expect(callBudgetMs(2_500, String(now - 600), now)).toBe(1_900);
  });

  test("never below 1 s (a request queued long still tries once), nor above the budget", () => {
    expect(callBudgetMs(2_500, String(now - 5_000), now)).toBe(1_000);
    expect(callBudgetMs(500, String(now - 5_000), now)).toBe(500);
    expect(callBudgetMs(2_500, String(now + 3_000), now)).toBe(2_500);
  });

  test("no stamp, or not a time (a worker, a script): the whole budget", () => {
    for (const header of [null, undefined, "", "soon", "-5"]) expect(callBudgetMs(2_500, header, now)).toBe(2_500);
  });
});
