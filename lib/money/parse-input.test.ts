import { describe, expect, it } from "vitest";
import { parseReaisInput, REAIS_INPUT_REASONS } from "./parse-input";

describe("parseReaisInput", () => {
  it.each([
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["R$ 1.234,56", 123456],
    ["R$\u00A01.234,56", 123456],
    ["R$1.234,56", 123456],
    ["  0,29 ", 29],
    ["1.234", 123400],
    ["10", 1000],
    ["10,5", 1050],
    ["0", 0],
    ["0,00", 0],
    ["12.345.678,90", 1234567890],
    ["100.000.000.000,00", 10_000_000_000_000],
    ["10.000.000.000.000,00", 1_000_000_000_000_000],
  ])("%j → %d cents", (input, expected) => {
    expect(parseReaisInput(input)).toEqual({ ok: true, cents: expected });
  });

  it.each([
    ["", REAIS_INPUT_REASONS.empty],
    ["   ", REAIS_INPUT_REASONS.empty],
    ["R$ ", REAIS_INPUT_REASONS.empty],
    ["-10,00", REAIS_INPUT_REASONS.negative],
    ["-R$ 10,00", REAIS_INPUT_REASONS.negative],
    ["R$ -10,00", REAIS_INPUT_REASONS.negative],
    ["abc", REAIS_INPUT_REASONS.notANumber],
    ["10 reais", REAIS_INPUT_REASONS.notANumber],
    ["1,234", REAIS_INPUT_REASONS.tooManyDecimals],
    ["12,345", REAIS_INPUT_REASONS.tooManyDecimals],
    ["1.234,567", REAIS_INPUT_REASONS.tooManyDecimals],
    ["1.23", REAIS_INPUT_REASONS.badGrouping],
    ["1234.56", REAIS_INPUT_REASONS.badGrouping],
    ["12.34.567", REAIS_INPUT_REASONS.badGrouping],
    ["0.123", REAIS_INPUT_REASONS.badGrouping],
    ["1,", REAIS_INPUT_REASONS.badGrouping],
    [",50", REAIS_INPUT_REASONS.badGrouping],
    ["1.234,56,7", REAIS_INPUT_REASONS.badGrouping],
    ["10.000.000.000.000,01", REAIS_INPUT_REASONS.tooLarge],
    ["99999999999999999999999", REAIS_INPUT_REASONS.tooLarge],
  ])("%j is refused", (input, reason) => {
    expect(parseReaisInput(input)).toEqual({ ok: false, reason });
  });
});
