import { describe, expect, it } from "vitest";
import { dayFromCivil, isoDateOfDay } from "./dates";
import { easterSunday, isNationalHoliday, nationalHolidays } from "./holidays";

describe("national holidays", () => {
  it("computes Easter (anonymous Gregorian algorithm)", () => {
    expect(isoDateOfDay(easterSunday(2024))).toBe("2024-03-31");
    expect(isoDateOfDay(easterSunday(2025))).toBe("2025-04-20");
    expect(isoDateOfDay(easterSunday(2026))).toBe("2026-04-05");
    expect(isoDateOfDay(easterSunday(2038))).toBe("2038-04-25");
    expect(isoDateOfDay(easterSunday(2008))).toBe("2008-03-23");
  });
  it("lists 2025's holidays with Carnival, Good Friday and Corpus Christi", () => {
    const dates = nationalHolidays(2025).map((h) => isoDateOfDay(h.date));
    expect(dates).toEqual([
      "2025-01-01",
      "2025-03-03",
      "2025-03-04",
      "2025-04-18",
      "2025-04-21",
      "2025-05-01",
      "2025-06-19",
      "2025-09-07",
      "2025-10-12",
      "2025-11-02",
      "2025-11-15",
      "2025-11-20",
      "2025-12-25",
    ]);
  });
  it("has 20 November only from 2024 (Lei 14.759/2023)", () => {
    expect(isNationalHoliday(dayFromCivil(2023, 11, 20), 2023)).toBe(false);
    expect(isNationalHoliday(dayFromCivil(2024, 11, 20), 2024)).toBe(true);
    expect(nationalHolidays(2023)).toHaveLength(12);
  });
});
