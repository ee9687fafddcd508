import { describe, expect, it } from "vitest";
import { businessDaysBetween } from "./business-days";
import { addMonths, dayFromCivil } from "./dates";
import {
  CALCULATION_TYPES,
  CALCULATION_TYPE_RULES,
  firstPeriodWholeMonthsRule,
  periodExponents,
  WHOLE_MONTH_CALCULATION_TYPES,
  wholeMonthsOfFirstPeriod,
} from "./day-count";

const start = dayFromCivil(2025, 1, 6);
const first = dayFromCivil(2025, 2, 20); // 45 calendar days after the start
const due = [0, 1, 2].map((k) => addMonths(first, k)); // 20 Feb, 20 Mar, 20 Apr

describe("day-count criteria (exponent t_k in months of the monthly rate)", () => {
  it("documents all seven values of the spec", () => {
    expect(CALCULATION_TYPES).toHaveLength(7);
    for (const type of CALCULATION_TYPES) expect(CALCULATION_TYPE_RULES[type]).toBeTruthy();
  });
  it("V360DiasCorridos: calendar days / 30", () => {
    expect(Array.from(periodExponents("V360DiasCorridos", start, due, first))).toEqual([45 / 30, 73 / 30, 104 / 30]);
  });
  it("V365DiasCorridos: 12 calendar days / 365", () => {
    expect(Array.from(periodExponents("V365DiasCorridos", start, due, first))).toEqual([(12 * 45) / 365, (12 * 73) / 365, (12 * 104) / 365]);
  });
  it("V252DiasUteis: business days / 21 (i.e. (1 + i_year)^(du/252))", () => {
    const t = periodExponents("V252DiasUteis", start, due, first);
    const du = due.map((x) => businessDaysBetween(start, x));
    expect(Array.from(t)).toEqual(du.map((x) => x / 21));
    expect(du[0]).toBe(33); // 6 Jan to 20 Feb 2025: 33 business days
    // (1 + i)^(du/21) equals (1 + i_year)^(du/252) with i_year = (1 + i)^12 - 1.
    const i = 0.018;
    expect((1 + i) ** (t[0] ?? 0)).toBeCloseTo((1 + ((1 + i) ** 12 - 1)) ** (33 / 252), 12);
  });
  it("whole-month criteria: first period of round(days/30) months, then one per installment", () => {
    for (const type of ["V252MesesX21", "V360Meses", "V365Meses"] as const) {
      expect(Array.from(periodExponents(type, start, due, first))).toEqual([2, 3, 4]); // 45 days -> 2 months (half up)
    }
    expect(wholeMonthsOfFirstPeriod(start, start + 44)).toBe(1);
    expect(wholeMonthsOfFirstPeriod(start, start + 10)).toBe(1);
    expect(wholeMonthsOfFirstPeriod(start, start + 75)).toBe(3);
  });
  it("Irregular: first period pro rata by calendar days / 30, then whole months", () => {
    expect(Array.from(periodExponents("Irregular", start, due, first))).toEqual([1.5, 2.5, 3.5]);
  });
});

describe("firstPeriodWholeMonthsRule", () => {
  it("states the day ranges the engine applies to the first whole-month period", () => {
    const rule = firstPeriodWholeMonthsRule();
    expect(rule).toContain("até 44 dias, 1 mês; de 45 a 74 dias, 2 meses");
    // The published boundary is the engine's: 44 days is one month, 45 two.
    expect(wholeMonthsOfFirstPeriod(0, 44)).toBe(1);
    expect(wholeMonthsOfFirstPeriod(0, 45)).toBe(2);
    for (const type of WHOLE_MONTH_CALCULATION_TYPES) {
      expect(rule).toContain(type);
      expect(Array.from(periodExponents(type, start, due, first))).toEqual([2, 3, 4]);
    }
  });
});
