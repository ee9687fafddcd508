import { describe, expect, it } from "vitest";
import { businessDaysBetween, isBusinessDay, nextBusinessDayOnOrAfter } from "./business-days";
import { dayFromCivil, isoDateOfDay } from "./dates";

const d = (y: number, m: number, day: number) => dayFromCivil(y, m, day);

describe("business days", () => {
  it("excludes weekends and national holidays", () => {
    expect(isBusinessDay(d(2025, 1, 6))).toBe(true); // Monday
    expect(isBusinessDay(d(2025, 1, 4))).toBe(false); // Saturday
    expect(isBusinessDay(d(2025, 3, 4))).toBe(false); // Carnival Tuesday
    expect(isBusinessDay(d(2025, 3, 5))).toBe(true); // Ash Wednesday
    expect(isBusinessDay(d(2025, 11, 20))).toBe(false); // Consciência Negra
    expect(isBusinessDay(d(2150, 12, 25))).toBe(false); // outside the table
  });
  it("counts start included, end excluded", () => {
    expect(businessDaysBetween(d(2025, 1, 3), d(2025, 1, 6))).toBe(1); // Friday -> Monday
    expect(businessDaysBetween(d(2025, 1, 6), d(2025, 1, 6))).toBe(0);
    expect(businessDaysBetween(d(2025, 1, 6), d(2025, 1, 3))).toBe(-1);
    // 2 March (Sunday) to 7 March 2025: Carnival Mon and Tue, so Wed, Thu, Fri.
    expect(businessDaysBetween(d(2025, 3, 2), d(2025, 3, 8))).toBe(3);
  });
  it("counts a whole year: 2025 has 252 business days (ANBIMA's count)", () => {
    // 261 weekdays minus 9 holidays on weekdays (7 Sep, 12 Oct and 2 Nov are Sundays, 15 Nov a Saturday).
    expect(businessDaysBetween(d(2025, 1, 1), d(2026, 1, 1))).toBe(252);
  });
  it("agrees with day-by-day counting outside and across the table", () => {
    let slow = 0;
    for (let x = d(2100, 6, 1); x < d(2101, 3, 1); x++) if (isBusinessDay(x)) slow++;
    expect(businessDaysBetween(d(2100, 6, 1), d(2101, 3, 1))).toBe(slow);
  });
  it("moves forward to the next business day", () => {
    expect(isoDateOfDay(nextBusinessDayOnOrAfter(d(2025, 3, 1)))).toBe("2025-03-05");
    expect(isoDateOfDay(nextBusinessDayOnOrAfter(d(2025, 3, 5)))).toBe("2025-03-05");
    expect(isoDateOfDay(nextBusinessDayOnOrAfter(d(2025, 4, 18)))).toBe("2025-04-22"); // Good Friday, weekend, Tiradentes
  });
});
