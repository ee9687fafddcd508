import { describe, expect, test } from "vitest";
import { BASE_POLL_MS, MAX_POLL_MS, nextPollDelay } from "./board-poll-policy";

describe("board polling", () => {
  test("polls every 10 s while things change", () => {
    expect(nextPollDelay(0, 40)).toBe(BASE_POLL_MS);
  });

  test("backs off while nothing changes, up to a minute", () => {
    expect([1, 2, 3, 4, 20].map((streak) => nextPollDelay(streak, 40))).toEqual([20_000, 40_000, MAX_POLL_MS, MAX_POLL_MS, MAX_POLL_MS]);
  });

  test("never sooner than four times the last request's duration", () => {
    expect(nextPollDelay(0, 5_000)).toBe(20_000);
    expect(nextPollDelay(5, 30_000)).toBe(120_000);
  });
});
