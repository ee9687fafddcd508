import { describe, expect, test } from "vitest";
import { brasiliaToday, formatCivilDate, formatCompetence, formatContractDay, formatInstantDate, toContractDateTime } from "./dates";

describe("portal dates", () => {
  test("a civil date is formatted from its digits, never shifted by the time zone", () => {
    expect(formatCivilDate("1988-04-12")).toBe("12/04/1988");
    // A due date the contract writes at UTC midnight is that day, not the evening before in Brasília.
    expect(formatContractDay("2027-01-07T00:00:00Z")).toBe("07/01/2027");
  });

  test("an instant is shown in Brasília: 02:00Z is still the previous day there", () => {
    expect(formatInstantDate("2026-11-22T02:00:00Z")).toBe("21/11/2026");
    expect(brasiliaToday(new Date("2026-11-22T02:00:00Z"))).toBe("2026-11-21");
    expect(brasiliaToday(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22");
  });

  test("competences read as month and year; instants go out in the contract's shape", () => {
    expect(formatCompetence("2027-01-01")).toBe("janeiro de 2027");
    expect(toContractDateTime(new Date("2026-11-22T12:34:56.789Z"))).toBe("2026-11-22T12:34:56Z");
  });
});
