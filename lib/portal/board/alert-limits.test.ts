import { describe, expect, test } from "vitest";
import { DEFAULT_ALERT_LIMITS, alertLimitSeconds, isPastLimit, parseAlertLimits, parseLimitDuration } from "./alert-limits";

describe("alert limits", () => {
  test("FGTS tolerates longer in Warranty than payroll by default", () => {
    const payroll = alertLimitSeconds(DEFAULT_ALERT_LIMITS, "payroll", "Warranty")!;
    const fgts = alertLimitSeconds(DEFAULT_ALERT_LIMITS, "fgts", "Warranty")!;
    expect(fgts).toBeGreaterThan(payroll);
    expect(alertLimitSeconds(DEFAULT_ALERT_LIMITS, "fgts", "Draft")).toBe(alertLimitSeconds(DEFAULT_ALERT_LIMITS, "payroll", "Draft"));
  });

  test("final statuses never alert", () => {
    expect(alertLimitSeconds(DEFAULT_ALERT_LIMITS, "payroll", "Finished")).toBeNull();
    expect(alertLimitSeconds(DEFAULT_ALERT_LIMITS, "fgts", "Canceled")).toBeNull();
  });

  test("an operation alerts from the moment its time in status reaches the limit", () => {
    const limit = alertLimitSeconds(DEFAULT_ALERT_LIMITS, "payroll", "Signatures")! * 1000;
    expect(isPastLimit(DEFAULT_ALERT_LIMITS, "payroll", "Signatures", 0, limit - 1)).toBe(false);
    expect(isPastLimit(DEFAULT_ALERT_LIMITS, "payroll", "Signatures", 0, limit)).toBe(true);
  });

  test("durations take s, m, h, d or off", () => {
    expect(parseLimitDuration("90s")).toBe(90);
    expect(parseLimitDuration("30m")).toBe(1800);
    expect(parseLimitDuration(" 4H ")).toBe(14_400);
    expect(parseLimitDuration("2d")).toBe(172_800);
    expect(parseLimitDuration("off")).toBeNull();
    for (const bad of ["", "0m", "4", "h", "1.5h", "-2h", "1w", "1234567h"]) expect(parseLimitDuration(bad)).toBeUndefined();
  });

  test("BOARD_ALERT_LIMITS overrides per status and per product, and reports what it ignored", () => {
    const { limits, invalid } = parseAlertLimits("Draft=30s, fgts:Warranty=3d, payroll:Signatures=off, Error=off, Nope=1h, Draft=soon, boat:Draft=1h");
    expect(alertLimitSeconds(limits, "payroll", "Draft")).toBe(30);
    expect(alertLimitSeconds(limits, "fgts", "Draft")).toBe(30);
    expect(alertLimitSeconds(limits, "fgts", "Warranty")).toBe(3 * 86_400);
    expect(alertLimitSeconds(limits, "payroll", "Signatures")).toBeNull();
    expect(alertLimitSeconds(limits, "fgts", "Signatures")).toBe(DEFAULT_ALERT_LIMITS.all.Signatures);
    expect(alertLimitSeconds(limits, "payroll", "Error")).toBeNull();
    expect(invalid).toEqual(["Nope=1h", "Draft=soon", "boat:Draft=1h"]);
  });

  test("no override keeps the defaults", () => {
    expect(parseAlertLimits(undefined).limits).toEqual(DEFAULT_ALERT_LIMITS);
  });
});
