import { describe, expect, test } from "vitest";
import { formatTimeInStatus } from "./format-time-in-status";

describe("time in status", () => {
  test("minutes, hours and days, compact", () => {
    expect(formatTimeInStatus(30_000)).toBe("menos de 1 min");
    expect(formatTimeInStatus(12 * 60_000)).toBe("12 min");
    expect(formatTimeInStatus((3 * 60 + 5) * 60_000)).toBe("3 h 05 min");
    expect(formatTimeInStatus(2 * 86_400_000)).toBe("2 d");
    expect(formatTimeInStatus(2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000)).toBe("2 d 4 h");
  });

  test("a clock slightly behind the server never shows a negative time", () => {
    expect(formatTimeInStatus(-5_000)).toBe("menos de 1 min");
  });
});
