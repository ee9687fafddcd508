import { describe, expect, it } from "vitest";
import { centsToReais, isReais, reais, reaisToCents } from "./convert";
import { MoneyError } from "./money-error";
import type { Cents, Reais } from "./types";

const r = (value: number) => value as Reais;
const c = (value: number) => value as Cents;

function moneyErrorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyError) return error.code;
    throw error;
  }
  return undefined;
}

describe("reaisToCents", () => {
  it.each([
    [0.29, 29], // 0.29 * 100 = 28.999999999999996 as floats
    [1234.56, 123456],
    [0.07, 7],
    [1.1, 110],
    [4.35, 435], // 4.35 * 100 = 434.99999999999994
    [10, 1000],
    [0, 0],
    [-0, 0],
    [-19.99, -1999],
    [99_999_999_999.99, 9_999_999_999_999],
    [10_000_000_000_000, 1_000_000_000_000_000],
  ])("%d reais → %d cents", (amount, expected) => {
    expect(reaisToCents(r(amount))).toBe(expected);
  });

  it("absorbs float-sum noise: 0.1 + 0.2 → 30 cents, 1.1 + 2.2 → 330", () => {
    expect(reaisToCents(r(0.1 + 0.2))).toBe(30);
    expect(reaisToCents(r(1.1 + 2.2))).toBe(330);
    expect(reaisToCents(r(0.3 - 0.1))).toBe(20);
  });

  it.each([1.005, 0.001, 12.345, 0.125, 1e-7])("refuses more than two decimals: %d", (amount) => {
    expect(moneyErrorCode(() => reaisToCents(r(amount)))).toBe("TOO_MANY_DECIMALS");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses %d", (amount) => {
    expect(moneyErrorCode(() => reaisToCents(r(amount)))).toBe("NOT_FINITE");
  });

  it("refuses magnitudes where a double no longer holds every cent", () => {
    expect(moneyErrorCode(() => reaisToCents(r(10_000_000_000_000.01)))).toBe("OUT_OF_RANGE");
    expect(moneyErrorCode(() => reaisToCents(r(-1e15)))).toBe("OUT_OF_RANGE");
  });
});

describe("centsToReais", () => {
  it.each([
    [29, 0.29],
    [123456, 1234.56],
    [-1999, -19.99],
    [0, 0],
    [1, 0.01],
  ])("%d cents → %d reais", (amount, expected) => {
    expect(centsToReais(c(amount))).toBe(expected);
  });

  it("refuses non-integers and out-of-range values", () => {
    expect(moneyErrorCode(() => centsToReais(c(1.5)))).toBe("NOT_INTEGER");
    expect(moneyErrorCode(() => centsToReais(c(Number.NaN)))).toBe("NOT_FINITE");
    expect(moneyErrorCode(() => centsToReais(c(1e15 + 1)))).toBe("OUT_OF_RANGE");
  });
});

describe("reais / isReais", () => {
  it("normalises float noise to the exact two-decimal double", () => {
    expect(reais(0.1 + 0.2)).toBe(0.3);
    expect(isReais(0.1 + 0.2)).toBe(false);
    expect(isReais(reais(0.1 + 0.2))).toBe(true);
  });

  it("accepts whole cents and refuses the rest", () => {
    expect(isReais(1234.56)).toBe(true);
    expect(isReais(1.005)).toBe(false);
    expect(isReais("1.00")).toBe(false);
    expect(isReais(Number.NaN)).toBe(false);
    expect(moneyErrorCode(() => reais(2.999))).toBe("TOO_MANY_DECIMALS");
  });
});
