import { describe, expect, test } from "vitest";
import { hotDelaySeconds, readingsPerEpisode, type HotCadence } from "./hot-schedule";

const defaults: HotCadence = { firstSeconds: 15, motionSeconds: 60, motionWindowSeconds: 600, intervalSeconds: 900 };

describe("hot cadence", () => {
  test("doubles while the operation stays put, and leaves it to the scan before the portfolio interval", () => {
    const gaps = [0, 1, 2, 3, 4, 5, 6].map((step) => hotDelaySeconds(step, defaults, { status: "Signatures", stayedSeconds: 0 }));
    expect(gaps).toEqual([15, 30, 60, 120, 240, 480, null]);
  });

  test("a status that moves on its own is read at least every minute while its stay is recent, then backs off", () => {
    expect(hotDelaySeconds(5, defaults, { status: "CreditApproval", stayedSeconds: 300 })).toBe(60);
    expect(hotDelaySeconds(1, defaults, { status: "CreditApproval", stayedSeconds: 300 })).toBe(30);
    expect(hotDelaySeconds(5, defaults, { status: "CreditApproval", stayedSeconds: 700 })).toBe(480);
    expect(hotDelaySeconds(6, defaults, { status: "CreditApproval", stayedSeconds: 700 })).toBeNull();
  });

  test("readings one episode costs when nothing moves", () => {
    expect(readingsPerEpisode(defaults, "Signatures")).toBe(6);
    // 15, 45, 105 s, then every minute up to 645 s
    expect(readingsPerEpisode(defaults, "Warranty")).toBe(12);
    expect(readingsPerEpisode({ ...defaults, intervalSeconds: 1800 }, "Signatures")).toBe(7);
  });
});
