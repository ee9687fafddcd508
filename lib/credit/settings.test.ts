import { afterEach, describe, expect, it, vi } from "vitest";
import { creditSettings } from "./settings";

afterEach(() => vi.unstubAllEnvs());

describe("creditSettings", () => {
  it("has the documented defaults", () => {
    vi.stubEnv("MARGIN_AUTHORIZATION_CONFIRM_SECONDS", "");
    vi.stubEnv("MARGIN_AUTHORIZATION_VALID_DAYS", "");
    vi.stubEnv("MARGIN_QUERY_CACHE_MINUTES", "");
    expect(creditSettings.marginAuthorizationConfirmSeconds()).toBe(2);
    expect(creditSettings.marginAuthorizationValidDays()).toBe(90);
    expect(creditSettings.marginQueryCacheMinutes()).toBe(30);
  });

  it("reads the environment at call time and ignores malformed or negative values", () => {
    vi.stubEnv("MARGIN_AUTHORIZATION_CONFIRM_SECONDS", "0.5");
    expect(creditSettings.marginAuthorizationConfirmSeconds()).toBe(0.5);
    vi.stubEnv("MARGIN_QUERY_CACHE_MINUTES", "abc");
    expect(creditSettings.marginQueryCacheMinutes()).toBe(30);
    vi.stubEnv("MARGIN_AUTHORIZATION_VALID_DAYS", "-1");
    expect(creditSettings.marginAuthorizationValidDays()).toBe(90);
  });
});
