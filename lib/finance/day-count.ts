/**
 * Day-count criteria (`calculationType` of the calculation object).
 *
 * For each installment k the criterion gives t_k, the time from the start date (release) to the due
 * date of installment k, measured in MONTHS, the unit of the contract rate (`apr` is a monthly rate
 * i). Discount and interest factors are then (1 + i)^t:
 *   - Price installment: PMT = PV / sum_k (1 + i)^(-t_k)                                (price.ts)
 *   - interest of period k on the previous balance: B_{k-1} * ((1 + i)^(t_k - t_{k-1}) - 1)
 * The yearly rate is always the monthly rate compounded: i_year = (1 + i)^12 - 1, so an exponent written
 * with a yearly rate, (1 + i_year)^(x/Y), is the same as (1 + i)^(12x/Y).
 *
 * Notation: d_k = calendar days from the start date to due date k; du_k = business days in
 * [start, due_k) (business-days.ts); m_k = whole monthly periods to installment k.
 *
 *   V252DiasUteis     (1 + i_year)^(du_k/252)            t_k = 12 du_k / 252 = du_k / 21
 *   V252MesesX21      (1 + i_year)^(21 m_k / 252)        t_k = m_k   (each month is 21 business days)
 *   V360DiasCorridos  (1 + i)^(d_k / 30)                 t_k = d_k / 30  (360-day year, 30-day month)
 *   V360Meses         (1 + i)^(30 m_k / 30)              t_k = m_k   (months of 30 days, whole periods)
 *   V365DiasCorridos  (1 + i_year)^(d_k / 365)           t_k = 12 d_k / 365
 *   V365Meses         (1 + i_year)^((365/12) m_k / 365)  t_k = m_k   (months of 365/12 days, whole periods)
 *   Irregular         first period pro rata by calendar days, then whole months:
 *                     t_1 = d_1 / 30,  t_k = t_1 + (k - 1)
 *
 * Whole periods (the three "Meses" criteria): m_k = m_1 + (k - 1), where m_1, the number of months of the
 * first period, is the calendar days from the start date to the contractual (unshifted) first due date
 * divided by 30 and rounded half up to a whole number, at least 1 (a first due date 25 to 44 days after
 * the start is one month; 45 to 74 days, two). With a monthly rate the three "Meses" criteria give the
 * same exponents; they differ only in the name of the year base they come from.
 *
 * The day-based criteria (V252DiasUteis, V360DiasCorridos, V365DiasCorridos, Irregular's first period)
 * use the actual due dates, i.e. after the shift to the next business day when `dueDateOnBusinessDays`
 * is true; the whole-period criteria do not move with the shift.
 */
import { businessDaysFrom } from "./business-days";
import { calculationTypeValues } from "@/lib/contract/enums";
import type { DayNumber } from "./dates";
import { roundHalfUp } from "./rounding";

// The contract's enum (lib/contract): the seven day-count criteria of the spec.
export const CALCULATION_TYPES = calculationTypeValues;

export type CalculationType = (typeof CALCULATION_TYPES)[number];

export function isCalculationType(value: unknown): value is CalculationType {
  return typeof value === "string" && (CALCULATION_TYPES as readonly string[]).includes(value);
}

/** One line per criterion, for the documentation server and error messages. */
export const CALCULATION_TYPE_RULES: Readonly<Record<CalculationType, string>> = {
  V252DiasUteis: "(1 + taxa anual)^(du/252), du = dias úteis do início ao vencimento (calendário nacional)",
  V252MesesX21: "(1 + taxa anual)^(21·m/252), m = meses inteiros (cada mês vale 21 dias úteis)",
  V360DiasCorridos: "(1 + taxa mensal)^(dc/30), dc = dias corridos do início ao vencimento",
  V360Meses: "(1 + taxa mensal)^m, m = meses inteiros (mês de 30 dias)",
  V365DiasCorridos: "(1 + taxa anual)^(dc/365), dc = dias corridos do início ao vencimento",
  V365Meses: "(1 + taxa anual)^(m/12), m = meses inteiros (mês de 365/12 dias)",
  Irregular: "primeiro período pro rata (1 + taxa mensal)^(dc/30), depois meses inteiros",
};

/** Months of the first whole period: calendar days / 30, rounded half up, at least 1. */
export function wholeMonthsOfFirstPeriod(startDay: DayNumber, firstNominalDueDay: DayNumber): number {
  const months = roundHalfUp((firstNominalDueDay - startDay) / 30);
  return months < 1 ? 1 : months;
}

/** The criteria that count whole months (m_k = m_1 + k - 1), with the first period rounded to whole months. */
export const WHOLE_MONTH_CALCULATION_TYPES = ["V252MesesX21", "V360Meses", "V365Meses"] as const satisfies readonly CalculationType[];

/**
 * The first-period rule of the whole-month criteria in pt-BR, for the OpenAPI descriptions and the
 * documentation server: the day ranges are computed by `wholeMonthsOfFirstPeriod` itself, never restated.
 */
export function firstPeriodWholeMonthsRule(): string {
  const ranges: { months: number; from: number; to: number }[] = [];
  for (let days = 1; days <= 104; days++) {
    const months = wholeMonthsOfFirstPeriod(0, days);
    const last = ranges[ranges.length - 1];
    if (last !== undefined && last.months === months) last.to = days;
    else ranges.push({ months, from: days, to: days });
  }
  const spans = ranges.map(({ months, from, to }) => `${from === 1 ? `até ${to}` : `de ${from} a ${to}`} dias, ${months} ${months === 1 ? "mês" : "meses"}`);
  return (
    `Nos critérios por meses inteiros (${WHOLE_MONTH_CALCULATION_TYPES.join(", ")}) o primeiro período vale meses inteiros: ` +
    `dias corridos do início (startDate) ao primeiro vencimento contratual (firstPaymentDate, antes de qualquer ajuste a dia útil) ÷ 30, ` +
    `arredondado ao inteiro mais próximo (meio para cima), no mínimo 1 (${spans.join("; ")}); cada parcela seguinte soma 1 mês. ` +
    `Os juros do primeiro período não são pro rata: um primeiro vencimento a 40 dias cobra ${wholeMonthsOfFirstPeriod(0, 40)} mês de juros; a 50 dias, ${wholeMonthsOfFirstPeriod(0, 50)}.`
  );
}

/**
 * Fills `out[k]` with t_{k+1} (months from the start date to installment k + 1) for the criterion.
 * `dueDays` are the actual due dates (after any business-day shift); `firstNominalDueDay` is the
 * contractual first due date (before the shift), used by the whole-period criteria.
 */
export function periodExponents(
  calculationType: CalculationType,
  startDay: DayNumber,
  dueDays: ArrayLike<number>,
  firstNominalDueDay: DayNumber,
  out: Float64Array = new Float64Array(dueDays.length),
): Float64Array {
  const n = dueDays.length;
  switch (calculationType) {
    case "V252DiasUteis":
      businessDaysFrom(startDay, dueDays, out);
      for (let k = 0; k < n; k++) out[k] = (out[k] ?? 0) / 21;
      return out;
    case "V360DiasCorridos":
      for (let k = 0; k < n; k++) out[k] = ((dueDays[k] ?? startDay) - startDay) / 30;
      return out;
    case "V365DiasCorridos":
      for (let k = 0; k < n; k++) out[k] = (12 * ((dueDays[k] ?? startDay) - startDay)) / 365;
      return out;
    case "V252MesesX21":
    case "V360Meses":
    case "V365Meses": {
      const m1 = wholeMonthsOfFirstPeriod(startDay, firstNominalDueDay);
      for (let k = 0; k < n; k++) out[k] = m1 + k;
      return out;
    }
    case "Irregular": {
      const t1 = ((dueDays[0] ?? startDay) - startDay) / 30;
      for (let k = 0; k < n; k++) out[k] = t1 + k;
      return out;
    }
  }
}
