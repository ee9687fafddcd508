import { describe, expect, it } from "vitest";
import { utcDateTimeSchema } from "@/lib/contract/units";
import { addSeconds, fromCivilDate, fromUtcDateTime, toCivilDate, toUtcDateTime } from "./dates";

describe("contract dates", () => {
  it("formats date-times in UTC without milliseconds (dropped, not rounded)", () => {
    const formatted = toUtcDateTime(new Date("2026-05-01T12:34:56.999Z"));
    expect(formatted).toBe("2026-05-01T12:34:56Z");
    expect(utcDateTimeSchema.safeParse(formatted).success).toBe(true);
    expect(toUtcDateTime(new Date("2026-05-01T23:59:59.000-03:00"))).toBe("2026-05-02T02:59:59Z");
  });

  it("round-trips civil dates through UTC midnight", () => {
    expect(fromCivilDate("1990-02-28").toISOString()).toBe("1990-02-28T00:00:00.000Z");
    expect(toCivilDate(fromCivilDate("1990-02-28"))).toBe("1990-02-28");
    expect(toUtcDateTime(fromUtcDateTime("2026-05-01T00:00:00Z"))).toBe("2026-05-01T00:00:00Z");
  });

  it("adds seconds", () => {
    expect(addSeconds(new Date("2026-05-01T00:00:00Z"), 90).toISOString()).toBe("2026-05-01T00:01:30.000Z");
  });
});
