import { describe, expect, it } from "vitest";
import { dayFromCivil, isoDateOfDay } from "./dates";
import {
  anticipableBalance,
  birthdayWithdrawalInCents,
  CCFGTS_LIMITS,
  fgtsDueDays,
  pledgeableWithdrawals,
  projectWithdrawals,
} from "./fgts";

describe("birthday withdrawal brackets (Lei 13.932/2019)", () => {
  it.each([
    [40_000, 20_000], // R$ 400: 50%
    [50_000, 25_000], // R$ 500: 50%
    [100_000, 45_000], // R$ 1.000: 40% + 50
    [300_000, 105_000], // R$ 3.000: 30% + 150
    [800_000, 225_000], // R$ 8.000: 20% + 650
    [1_200_000, 295_000], // R$ 12.000: 15% + 1.150
    [1_800_000, 370_000], // R$ 18.000: 10% + 1.900
    [5_000_000, 540_000], // R$ 50.000: 5% + 2.900
  ])("balance %i cents withdraws %i cents", (balance, withdrawal) => {
    expect(birthdayWithdrawalInCents(balance)).toBe(withdrawal);
  });
  it("is continuous at every bracket limit", () => {
    for (const limit of [50_000, 100_000, 500_000, 1_000_000, 1_500_000, 2_000_000]) {
      expect(Math.abs(birthdayWithdrawalInCents(limit + 1) - birthdayWithdrawalInCents(limit))).toBeLessThanOrEqual(1);
    }
  });
  it("is zero for an empty account", () => {
    expect(birthdayWithdrawalInCents(0)).toBe(0);
  });
});

describe("projection and the Curator Council's limits (Res. CCFGTS 1.130/2025)", () => {
  it("reduces each year's balance by the previous withdrawal", () => {
    // 1000 -> 450; 550 -> 40% of 550 + 50 = 270; 280 -> 140.
    expect(projectWithdrawals(100_000, 3)).toEqual([45_000, 27_000, 14_000]);
  });
  it("pledges at most 3 years, each capped at R$ 500 and at least R$ 100", () => {
    expect(pledgeableWithdrawals(1_000_000, 5)).toEqual([50_000, 50_000, 50_000]);
    expect(pledgeableWithdrawals(100_000, 3)).toEqual([45_000, 27_000, 14_000]);
    expect(pledgeableWithdrawals(30_000, 3)).toEqual([15_000]); // 150, then 75 < 100 stops
    expect(pledgeableWithdrawals(10_000, 3)).toEqual([]);
  });
  it("takes the limits as parameters", () => {
    const limits = { ...CCFGTS_LIMITS, maxPledgedWithdrawals: 5, maxWithdrawalPerYearInCents: 1_000_000 };
    expect(pledgeableWithdrawals(1_000_000, 5, limits)).toHaveLength(5);
  });
});

describe("FGTS schedule dates", () => {
  const start = dayFromCivil(2025, 3, 10);
  it("falls on day 1 of the withdrawal month, first after the start date", () => {
    expect(Array.from(fgtsDueDays(start, "May", 3)).map(isoDateOfDay)).toEqual(["2025-05-01", "2026-05-01", "2027-05-01"]);
    expect(Array.from(fgtsDueDays(start, "March", 2)).map(isoDateOfDay)).toEqual(["2026-03-01", "2027-03-01"]);
    expect(Array.from(fgtsDueDays(start, "January", 1)).map(isoDateOfDay)).toEqual(["2026-01-01"]);
  });
  it("without a month, falls on the start date's anniversaries", () => {
    expect(Array.from(fgtsDueDays(start, "NotSet", 2)).map(isoDateOfDay)).toEqual(["2026-03-10", "2027-03-10"]);
    expect(Array.from(fgtsDueDays(start, undefined, 1)).map(isoDateOfDay)).toEqual(["2026-03-10"]);
  });
});

describe("anticipable balance", () => {
  it("is the present value of the pledgeable withdrawals at the monthly rate by calendar days", () => {
    const start = dayFromCivil(2025, 3, 10);
    const result = anticipableBalance({ fgtsBalanceInCents: 100_000, years: 3, apr: 1.79, startDay: start, paymentMonth: "May" });
    expect(result.nominalInCents).toBe(86_000);
    const days = [dayFromCivil(2025, 5, 1), dayFromCivil(2026, 5, 1), dayFromCivil(2027, 5, 1)].map((d) => d - start);
    const pv = [45_000, 27_000, 14_000].reduce((s, w, k) => s + w / 1.0179 ** ((days[k] ?? 0) / 30), 0);
    expect(result.anticipableInCents).toBe(Math.round(pv));
    expect(result.withdrawals.map((w) => w.amountInCents)).toEqual([45_000, 27_000, 14_000]);
  });
});
