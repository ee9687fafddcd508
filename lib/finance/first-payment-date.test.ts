import { describe, expect, it } from "vitest";
import { dayFromCivil, isoDateOfDay } from "./dates";
import { firstPaymentDate, firstPaymentDay } from "./first-payment-date";

const at = (y: number, m: number, d: number, transferDay: number, minDays?: number) =>
  isoDateOfDay(firstPaymentDay(dayFromCivil(y, m, d), { transferDay, minDaysToFirstPayment: minDays }));

describe("first payment date (payroll)", () => {
  it("is the transfer day of the next month when it is at least 30 days away", () => {
    expect(at(2025, 1, 5, 10)).toBe("2025-02-10");
    expect(at(2025, 1, 11, 10)).toBe("2025-02-10"); // exactly 30 days
  });
  it("moves one month when the next transfer day is too close", () => {
    expect(at(2025, 1, 20, 10)).toBe("2025-03-10");
    expect(at(2025, 1, 31, 28)).toBe("2025-03-28");
  });
  it("clamps a transfer day past the end of the month", () => {
    expect(at(2025, 1, 1, 31)).toBe("2025-02-28");
    expect(at(2024, 1, 1, 30)).toBe("2024-02-29");
  });
  it("honours the product's minimum days", () => {
    expect(at(2025, 1, 20, 10, 15)).toBe("2025-02-10");
    expect(at(2025, 12, 20, 5, 0)).toBe("2026-01-05");
  });
  it("answers the endpoint as a UTC date-time", () => {
    expect(firstPaymentDate("2025-01-05", { transferDay: 10 })).toBe("2025-02-10T00:00:00Z");
    expect(firstPaymentDate("2025-01-05T15:00:00Z", { transferDay: 10 })).toBe("2025-02-10T00:00:00Z");
    expect(firstPaymentDate("not a date", { transferDay: 10 })).toBeNull();
  });
  it("refuses an invalid transfer day", () => {
    expect(() => firstPaymentDay(0, { transferDay: 0 })).toThrow(RangeError);
  });
});
