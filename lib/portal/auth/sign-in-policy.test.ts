import { describe, expect, it } from "vitest";
import {
  SIGN_IN_POLICY,
  accountRestrictedUntil,
  isAddressLimited,
  isLocked,
  knownAddressSince,
  pairLockedUntil,
  pairWindowStart,
  rateWindowStart,
} from "./sign-in-policy";

const now = new Date("2026-11-21T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("sign-in policy", () => {
  it("locks an account for one address on its fifth failure in a row there, for 15 minutes after the last", () => {
    expect(pairLockedUntil([minutesAgo(1), minutesAgo(2), minutesAgo(3), minutesAgo(4)])).toBeNull();
    const until = pairLockedUntil([minutesAgo(1), minutesAgo(2), minutesAgo(3), minutesAgo(4), minutesAgo(5)]);
    expect(until?.toISOString()).toBe("2026-11-21T12:14:00.000Z");
    expect(isLocked(until, now)).toBe(true);
    expect(pairWindowStart(now).toISOString()).toBe("2026-11-21T11:45:00.000Z");
  });

  it("restricts an account after ten failures from any addresses in the window", () => {
    expect(accountRestrictedUntil(SIGN_IN_POLICY.maxFailuresPerAccount - 1, now)).toBeNull();
    expect(accountRestrictedUntil(SIGN_IN_POLICY.maxFailuresPerAccount, now)?.toISOString()).toBe("2026-11-21T12:15:00.000Z");
  });

  it("stops an address after 30 refused attempts, for any account", () => {
    expect(isAddressLimited(29)).toBe(false);
    expect(isAddressLimited(30)).toBe(true);
  });

  it("a lock holds until its end, not after", () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
  });

  it("counts attempts of the last 10 minutes, and known addresses of the last 30 days", () => {
    expect(rateWindowStart(now).toISOString()).toBe("2026-11-21T11:50:00.000Z");
    expect(knownAddressSince(now).toISOString()).toBe("2026-10-22T12:00:00.000Z");
  });
});
