import { describe, expect, test } from "vitest";
import { civilDateTime, civilToday } from "./clock";

describe("civilToday", () => {
  test("is the date in Brasília, not in UTC", () => {
    expect(civilToday(new Date("2026-05-05T01:30:00Z"))).toBe("2026-05-04");
    expect(civilToday(new Date("2026-05-05T03:00:00Z"))).toBe("2026-05-05");
  });

  test("civilDateTime is UTC midnight of the civil date", () => {
    expect(civilDateTime("2026-05-04")).toBe("2026-05-04T00:00:00Z");
  });
});
