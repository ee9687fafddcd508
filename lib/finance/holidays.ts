/**
 * Brazilian national holidays for business-day counting (calendar of the financial market).
 *
 * Fixed dates:
 *   01 Jan  Confraternização Universal            (Lei 662/1949, as amended by Lei 10.607/2002)
 *   21 Apr  Tiradentes                            (Lei 662/1949, as amended by Lei 10.607/2002)
 *   01 May  Dia do Trabalho                       (Lei 662/1949, as amended by Lei 10.607/2002)
 *   07 Sep  Independência do Brasil               (Lei 662/1949, as amended by Lei 10.607/2002)
 *   12 Oct  Nossa Senhora Aparecida               (Lei 6.802/1980)
 *   02 Nov  Finados                               (Lei 662/1949, as amended by Lei 10.607/2002)
 *   15 Nov  Proclamação da República              (Lei 662/1949, as amended by Lei 10.607/2002)
 *   20 Nov  Dia Nacional de Zumbi e da Consciência Negra (Lei 14.759/2023; from 2024 on)
 *   25 Dec  Natal                                 (Lei 662/1949, as amended by Lei 10.607/2002)
 * Movable dates, from Easter Sunday (anonymous Gregorian algorithm, "Meeus/Jones/Butcher"):
 *   Carnaval (Monday and Tuesday)  Easter - 48 and - 47 days
 *   Sexta-feira da Paixão          Easter - 2 days
 *   Corpus Christi                 Easter + 60 days
 * Carnaval and Corpus Christi are "pontos facultativos" in federal law but are non-business days of the
 * national financial calendar (no interbank settlement; ANBIMA's national holiday calendar lists them), so
 * they count as holidays here. State and municipal holidays are not national and are not included.
 */
import { dayFromCivil, type DayNumber } from "./dates";

export interface Holiday {
  readonly date: DayNumber;
  readonly name: string;
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromCivil(year, month, day);
}

/** First year of the 20 November national holiday (Lei 14.759/2023). */
export const CONSCIENCIA_NEGRA_FIRST_YEAR = 2024;

/** The national holidays of a year, sorted by date. */
export function nationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = [
    { date: dayFromCivil(year, 1, 1), name: "Confraternização Universal" },
    { date: easter - 48, name: "Carnaval (segunda-feira)" },
    { date: easter - 47, name: "Carnaval (terça-feira)" },
    { date: easter - 2, name: "Sexta-feira da Paixão" },
    { date: dayFromCivil(year, 4, 21), name: "Tiradentes" },
    { date: dayFromCivil(year, 5, 1), name: "Dia do Trabalho" },
    { date: easter + 60, name: "Corpus Christi" },
    { date: dayFromCivil(year, 9, 7), name: "Independência do Brasil" },
    { date: dayFromCivil(year, 10, 12), name: "Nossa Senhora Aparecida" },
    { date: dayFromCivil(year, 11, 2), name: "Finados" },
    { date: dayFromCivil(year, 11, 15), name: "Proclamação da República" },
    { date: dayFromCivil(year, 12, 25), name: "Natal" },
  ];
  if (year >= CONSCIENCIA_NEGRA_FIRST_YEAR) {
    list.push({ date: dayFromCivil(year, 11, 20), name: "Dia Nacional de Zumbi e da Consciência Negra" });
  }
  return list.sort((x, y) => x.date - y.date);
}

const holidaySetsByYear = new Map<number, Set<DayNumber>>();

/** Whether a day is a national holiday (any weekday). Cached per year. */
export function isNationalHoliday(dayNumber: DayNumber, year: number): boolean {
  let set = holidaySetsByYear.get(year);
  if (set === undefined) {
    set = new Set(nationalHolidays(year).map((h) => h.date));
    holidaySetsByYear.set(year, set);
  }
  return set.has(dayNumber);
}
