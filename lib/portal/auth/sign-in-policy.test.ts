import { describe, expect, it } from "vitest";
import { SIGN_IN_POLICY, afterFailedPassword, isLocked, isRateLimited, rateWindowStart } from "./sign-in-policy";

const now = new Date("2026-11-21T12:00:00Z");

describe("sign-in policy", () => {
  it("locks on the fifth consecutive failure, for 15 minutes, and restarts the count", () => {
    for (let count = 1; count < SIGN_IN_POLICY.maxConsecutiveFailures; count++) {
      expect(afterFailedPassword(count, now)).toEqual({ failedSignIns: count, lockedUntil: null });
    }
    const locked = afterFailedPassword(5, now);
    expect(locked.failedSignIns).toBe(0);
    expect(locked.lockedUntil?.toISOString()).toBe("2026-11-21T12:15:00.000Z");
  });

  it("a lock holds until its end, not after", () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
  });

  it("rate-limits by address and by e-mail independently", () => {
    expect(isRateLimited({ fromAddress: 29, forEmail: 9 })).toBe(false);
    expect(isRateLimited({ fromAddress: 30, forEmail: 0 })).toBe(true);
    expect(isRateLimited({ fromAddress: 0, forEmail: 10 })).toBe(true);
  });

  it("counts attempts of the last 10 minutes", () => {
    expect(rateWindowStart(now).toISOString()).toBe("2026-11-21T11:50:00.000Z");
  });
});
