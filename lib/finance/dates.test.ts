import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, civilFromDay, dayFromCivil, isoDateOfDay, utcMidnightOfDay, parseDate, weekday } from "./dates";

describe("dates (UTC civil days, no Date objects)", () => {
  it("numbers days from 1970-01-01", () => {
    expect(dayFromCivil(1970, 1, 1)).toBe(0);
    expect(dayFromCivil(2000, 3, 1)).toBe(11017);
    expect(weekday(dayFromCivil(2025, 1, 6))).toBe(1); // Monday
    expect(weekday(dayFromCivil(1970, 1, 1))).toBe(4); // Thursday
  });
  it("round-trips every day of four centuries", () => {
    fc.assert(
      fc.property(fc.integer({ min: dayFromCivil(1900, 1, 1), max: dayFromCivil(2300, 1, 1) }), (d) => {
        const { year, month, day } = civilFromDay(d);
        expect(dayFromCivil(year, month, day)).toBe(d);
        expect(parseDate(isoDateOfDay(d))).toBe(d);
      }),
    );
  });
  it("adds months keeping the day, clamped to short months", () => {
    const jan31 = dayFromCivil(2024, 1, 31);
    expect(isoDateOfDay(addMonths(jan31, 1))).toBe("2024-02-29");
    expect(isoDateOfDay(addMonths(jan31, 2))).toBe("2024-03-31");
    expect(isoDateOfDay(addMonths(jan31, 13))).toBe("2025-02-28");
    expect(isoDateOfDay(addMonths(jan31, -2))).toBe("2023-11-30");
    expect(isoDateOfDay(addMonths(dayFromCivil(2025, 12, 15), 1))).toBe("2026-01-15");
  });
  it("parses civil dates and date-times as their UTC day", () => {
    expect(parseDate("2025-01-06")).toBe(dayFromCivil(2025, 1, 6));
    expect(parseDate("2025-01-06T00:00:00Z")).toBe(dayFromCivil(2025, 1, 6));
    expect(parseDate("2025-01-06T23:59:59.999Z")).toBe(dayFromCivil(2025, 1, 6));
    expect(parseDate("2025-01-06T22:00:00-03:00")).toBe(dayFromCivil(2025, 1, 7));
    expect(parseDate("2025-01-06T01:00:00+03:00")).toBe(dayFromCivil(2025, 1, 5));
  });
  it("refuses impossible or malformed dates", () => {
    for (const text of ["2025-02-29", "2025-13-01", "2025-1-6", "06/01/2025", "2025-01-06T25:00:00Z", ""]) {
      expect(parseDate(text)).toBeNull();
    }
    expect(parseDate("2024-02-29")).not.toBeNull();
  });
  it("formats date-times at UTC midnight", () => {
    expect(utcMidnightOfDay(dayFromCivil(2025, 3, 5))).toBe("2025-03-05T00:00:00Z");
    expect(utcMidnightOfDay(dayFromCivil(2150, 3, 5))).toBe("2150-03-05T00:00:00Z");
  });
});
