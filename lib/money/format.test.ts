import { describe, expect, it } from "vitest";
import { formatCents, formatReais, normalizeSpaces } from "./format";
import { MoneyError } from "./money-error";
import type { Cents, Reais } from "./types";

const NBSP = "\u00A0";
const c = (value: number) => value as Cents;

describe("formatCents", () => {
  it.each([
    [123456, `R$${NBSP}1.234,56`],
    [29, `R$${NBSP}0,29`],
    [0, `R$${NBSP}0,00`],
    [1, `R$${NBSP}0,01`],
    [-123456, `-R$${NBSP}1.234,56`],
    [10_000_000_000_000, `R$${NBSP}100.000.000.000,00`],
    [9_999_999_999_999, `R$${NBSP}99.999.999.999,99`],
    [Number.MAX_SAFE_INTEGER, `R$${NBSP}90.071.992.547.409,91`],
  ])("%d → %j", (amount, expected) => {
    expect(formatCents(c(amount))).toBe(expected);
  });

  it("refuses values that are not integer cents", () => {
    expect(() => formatCents(c(1.5))).toThrow(MoneyError);
  });
});

describe("formatReais", () => {
  it("formats exact reais", () => {
    expect(formatReais(1234.56 as Reais)).toBe(`R$${NBSP}1.234,56`);
    expect(formatReais((0.1 + 0.2) as Reais)).toBe(`R$${NBSP}0,30`);
    expect(() => formatReais(1.005 as Reais)).toThrow(MoneyError);
  });
});

describe("normalizeSpaces", () => {
  it("turns Intl's no-break space into a plain space", () => {
    expect(normalizeSpaces(formatCents(c(123456)))).toBe("R$ 1.234,56");
  });
});
