import { describe, expect, test } from "vitest";
import { formatWaiting } from "./waiting-time";

const now = new Date("2026-11-22T15:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("formatWaiting", () => {
  test.each([
    [0, "menos de 1 min"],
    [59_999, "menos de 1 min"],
    [60_000, "1 min"],
    [59 * 60_000 + 59_000, "59 min"],
    [60 * 60_000, "1 h 00 min"],
    [3 * 3_600_000 + 5 * 60_000, "3 h 05 min"],
    [23 * 3_600_000 + 59 * 60_000, "23 h 59 min"],
    [24 * 3_600_000, "1 d 0 h"],
    [2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000, "2 d 4 h"],
  ])("%i ms → %s", (elapsed, text) => {
    expect(formatWaiting(ago(elapsed), now)).toBe(text);
  });

  test("a clock slightly behind the server's never shows a negative wait", () => {
    expect(formatWaiting(new Date(now.getTime() + 5_000), now)).toBe("menos de 1 min");
  });
});
