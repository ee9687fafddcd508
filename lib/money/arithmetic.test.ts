import { describe, expect, it } from "vitest";
import { addCents, multiplyCentsByRate, subtractCents, sumCents } from "./arithmetic";
import { cents, isCents } from "./cents";
import { MoneyError } from "./money-error";

describe("cents / isCents", () => {
  it("brands safe integers and refuses the rest", () => {
    expect(cents(123456)).toBe(123456);
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(() => cents(1.5)).toThrow(MoneyError);
    expect(() => cents(Number.MAX_SAFE_INTEGER + 1)).toThrow(MoneyError);
    expect(() => cents(Number.NaN)).toThrow(MoneyError);
    expect(isCents(-42)).toBe(true);
    expect(isCents(0.5)).toBe(false);
    expect(isCents("1")).toBe(false);
  });
});

describe("addCents / subtractCents / sumCents", () => {
  it("stays integer", () => {
    expect(addCents(cents(10), cents(20))).toBe(30);
    expect(subtractCents(cents(10), cents(25))).toBe(-15);
    expect(sumCents([cents(1), cents(2), cents(3)])).toBe(6);
    expect(sumCents([])).toBe(0);
  });

  it("refuses overflow beyond safe integers", () => {
    expect(() => addCents(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(MoneyError);
  });
});

describe("multiplyCentsByRate", () => {
  it("uses the rate as the decimal it is written as", () => {
    expect(multiplyCentsByRate(cents(150), 0.0038)).toBe(1); // 0.57 → 1
    expect(multiplyCentsByRate(cents(100_000), 0.0038)).toBe(380);
    expect(multiplyCentsByRate(cents(123456), 0.015)).toBe(1852); // 1851.84
    expect(multiplyCentsByRate(cents(100), 1.5e-7)).toBe(0);
    expect(multiplyCentsByRate(cents(1000), 2)).toBe(2000);
  });

  it("rounds half away from zero", () => {
    expect(multiplyCentsByRate(cents(1), 0.5)).toBe(1);
    expect(multiplyCentsByRate(cents(3), 0.5)).toBe(2);
    expect(multiplyCentsByRate(cents(-1), 0.5)).toBe(-1);
    expect(multiplyCentsByRate(cents(1), 0.49)).toBe(0);
    // 1.005 is 1.00499999999999989… as a double; the decimal 1.005 is what was meant.
    expect(multiplyCentsByRate(cents(1000), 1.005)).toBe(1005);
    expect(multiplyCentsByRate(cents(100), 0.125)).toBe(13);
  });

  it("refuses non-finite rates and results beyond safe integers", () => {
    expect(() => multiplyCentsByRate(cents(1), Number.NaN)).toThrow(MoneyError);
    expect(() => multiplyCentsByRate(cents(Number.MAX_SAFE_INTEGER), 2)).toThrow(MoneyError);
  });
});
