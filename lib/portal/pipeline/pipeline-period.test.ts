import { describe, expect, test } from "vitest";
import { addDays, defaultPeriod, describePeriod, periodLengthInDays, periodPresets, periodRange } from "./pipeline-period";

describe("pipeline periods (Brasília calendar days)", () => {
  test("a period runs from the start of its first day to the start of the day after its last, at UTC-3", () => {
    expect(periodRange({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      gte: new Date("2026-11-01T03:00:00.000Z"),
      lt: new Date("2026-12-01T03:00:00.000Z"),
    });
    // One day is 24 hours, the evening in Brasília included (23:59 local = 02:59Z the next day).
    const day = periodRange({ from: "2026-11-22", to: "2026-11-22" });
    expect(day.lt.getTime() - day.gte.getTime()).toBe(86_400_000);
    expect(new Date("2026-11-23T02:59:59Z") < day.lt).toBe(true);
  });

  test("the default is this month so far", () => {
    expect(defaultPeriod("2026-11-22")).toEqual({ from: "2026-11-01", to: "2026-11-22" });
    expect(defaultPeriod("2026-03-01")).toEqual({ from: "2026-03-01", to: "2026-03-01" });
  });

  test("presets: this month, last month (whole), last 30 days, last 12 months from the first of a month, this year", () => {
    const presets = Object.fromEntries(periodPresets("2026-03-15").map((preset) => [preset.id, [preset.from, preset.to]]));
    expect(presets).toEqual({
      "this-month": ["2026-03-01", "2026-03-15"],
      "last-month": ["2026-02-01", "2026-02-28"],
      "last-30-days": ["2026-02-14", "2026-03-15"],
      "last-12-months": ["2025-04-01", "2026-03-15"],
      "this-year": ["2026-01-01", "2026-03-15"],
    });
    // January's last month is December of the year before; a leap February ends on the 29th.
    expect(periodPresets("2027-01-10").find((preset) => preset.id === "last-month")).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodPresets("2028-03-02").find((preset) => preset.id === "last-month")).toMatchObject({ from: "2028-02-01", to: "2028-02-29" });
  });

  test("lengths and words", () => {
    expect(periodLengthInDays({ from: "2026-11-01", to: "2026-11-01" })).toBe(1);
    expect(periodLengthInDays({ from: "2025-11-23", to: "2026-11-22" })).toBe(365);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(describePeriod({ from: "2026-11-01", to: "2026-11-22" })).toBe("01/11/2026 a 22/11/2026");
    expect(describePeriod({ from: "2026-11-22", to: "2026-11-22" })).toBe("22/11/2026");
  });
});
