import { describe, expect, test } from "vitest";
import { cents } from "./cents";
import { centsTypedAsReais } from "./wrong-unit";

const range = { min: cents(10_000), max: cents(5_000_000) };

describe("centsTypedAsReais", () => {
  test("R$ 150.000,00 where at most R$ 50.000,00 fits: probably 150000 cents meant, R$ 1.500,00", () => {
    expect(centsTypedAsReais(cents(15_000_000), range)).toBe(150_000);
  });

  test("an amount inside the range is taken as typed", () => {
    expect(centsTypedAsReais(cents(150_000), range)).toBeNull();
    expect(centsTypedAsReais(cents(5_000_000), range)).toBeNull();
  });

  test("too large even as cents, or with centavos typed, is not a unit mistake", () => {
    expect(centsTypedAsReais(cents(900_000_000), range)).toBeNull();
    expect(centsTypedAsReais(cents(15_000_050), range)).toBeNull();
  });

  test("a hundredth below the minimum is not what was meant either", () => {
    expect(centsTypedAsReais(cents(600_000), { min: cents(10_000), max: cents(500_000) })).toBeNull();
  });
});
