import { describe, expect, it } from "vitest";
import { maskReaisInput } from "./mask-input";
import { parseReaisInput } from "./parse-input";

describe("maskReaisInput", () => {
  it.each([
    ["", ""],
    ["abc", ""],
    ["0", "0,00"],
    ["1", "0,01"],
    ["12", "0,12"],
    ["123", "1,23"],
    ["123456", "1.234,56"],
    ["100000000", "1.000.000,00"],
    ["0,012", "0,12"], // the previous mask plus a new key
    ["1.234,567", "12.345,67"],
    ["1.234,5", "123,45"], // backspace
    ["R$ 1.234,56", "1.234,56"],
    ["1234567890123456789", "1.234.567.890.123,45"], // digits beyond the maximum are ignored
  ])("%j → %j", (typed, expected) => {
    expect(maskReaisInput(typed)).toBe(expected);
  });

  it("simulates typing 1, 2, 3, 4, 5, 6", () => {
    let field = "";
    const seen: string[] = [];
    for (const key of "123456") {
      field = maskReaisInput(field + key);
      seen.push(field);
    }
    expect(seen).toEqual(["0,01", "0,12", "1,23", "12,34", "123,45", "1.234,56"]);
  });

  it("always produces text that parses to the typed cents", () => {
    for (const digits of ["1", "99", "100", "123456789", "999999999999999"]) {
      expect(parseReaisInput(maskReaisInput(digits))).toEqual({ ok: true, cents: Number(digits) });
    }
  });
});
