import { describe, expect, test } from "vitest";
import { formatDuration, formatLimit, formatRate, rate, spreadsheetAmount, spreadsheetHours, spreadsheetPercent } from "./pipeline-format";

describe("pipeline numbers in pt-BR", () => {
  test("rates: nothing to divide is a dash, never 0%", () => {
    expect(rate(3, 0)).toBeNull();
    expect(formatRate(rate(0, 4))).toBe("0,0%");
    expect(formatRate(rate(1, 3))).toBe("33,3%");
    expect(formatRate(null)).toBe("—");
    expect(spreadsheetPercent(rate(2, 3))).toBe("66,7");
    expect(spreadsheetPercent(null)).toBe("");
  });

  test("durations as people say them", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(30)).toBe("menos de 1 min");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(5 * 3600 + 20 * 60)).toBe("5 h 20 min");
    expect(formatDuration(4 * 3600)).toBe("4 h");
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe("3 d 4 h");
    expect(formatLimit(30)).toBe("30 s");
    expect(formatLimit(1800)).toBe("30 min");
    expect(formatLimit(4 * 3600)).toBe("4 h");
    expect(formatLimit(36 * 3600)).toBe("36 h");
    expect(formatLimit(3 * 86_400)).toBe("3 d");
    expect(formatLimit(null)).toBe("sem alerta");
  });

  test("spreadsheet cells: exact amounts with a decimal comma, hours with one decimal", () => {
    expect(spreadsheetAmount(123_456)).toBe("1234,56");
    expect(spreadsheetAmount(5)).toBe("0,05");
    expect(spreadsheetAmount(900_719_925_474_099)).toBe("9007199254740,99");
    expect(spreadsheetHours(45_000)).toBe("12,5");
    expect(spreadsheetHours(null)).toBe("");
  });
});
