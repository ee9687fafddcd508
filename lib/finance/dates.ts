/**
 * Civil-date arithmetic without time zones.
 *
 * A date is a `DayNumber`: the count of days since 1970-01-01 in the proleptic Gregorian calendar. No
 * `Date` object is created anywhere in lib/finance, so no local time zone (America/Sao_Paulo or the
 * server's) can move a due date by a day. Conversions use Howard Hinnant's `days_from_civil` and
 * `civil_from_days` algorithms (public domain, exact for every Gregorian date).
 *
 * Input dates are `YYYY-MM-DD` (civil) or ISO 8601 date-times (`YYYY-MM-DDTHH:MM:SSZ`, optionally with
 * fractional seconds or a `±HH:MM` offset); a date-time is taken as its UTC calendar date. Output dates of
 * a plan are the spec's date-time shape at UTC midnight (`YYYY-MM-DDT00:00:00Z`).
 */

/** Days since 1970-01-01 (UTC civil calendar). Plain number so that hot loops can use typed arrays. */
export type DayNumber = number;

export interface CivilDate {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number; // 1..31
}

/** Days since 1970-01-01 of a civil date (Hinnant, days_from_civil). */
export function dayFromCivil(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date of a day number (Hinnant, civil_from_days). Allocates: keep it out of hot loops. */
export function civilFromDay(dayNumber: DayNumber): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 0 = Sunday ... 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekday(dayNumber: DayNumber): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/**
 * The same day of the month `months` months later (or earlier), clamped to the last day of a shorter
 * month: 31 Jan + 1 month = 28/29 Feb. To build a monthly schedule, always add k months to the anchor
 * date rather than chaining, so that 31 Jan, 28 Feb, 31 Mar keep the anchor's day.
 */
export function addMonths(dayNumber: DayNumber, months: number): DayNumber {
  // civil_from_days inlined to avoid allocating in schedule loops.
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const total = year * 12 + (month - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = total - ty * 12 + 1;
  const dim = daysInMonth(ty, tm);
  return dayFromCivil(ty, tm, day <= dim ? day : dim);
}

/**
 * `out[k]` = addMonths(first, k * stepMonths) for k = 0..out.length-1: a schedule of due dates that keep
 * the first date's day of the month (clamped in shorter months). One civil conversion for the series.
 */
export function monthlySeries(first: DayNumber, stepMonths: number, out: Int32Array): Int32Array {
  const { year, month, day } = civilFromDay(first);
  const base = year * 12 + (month - 1);
  for (let k = 0; k < out.length; k++) {
    const total = base + k * stepMonths;
    const ty = Math.floor(total / 12);
    const tm = total - ty * 12 + 1;
    const dim = daysInMonth(ty, tm);
    out[k] = dayFromCivil(ty, tm, day <= dim ? day : dim);
  }
  return out;
}

/** `day` of the given month, clamped to the month's last day (day 31 in April is 30 April). */
export function clampedDay(year: number, month: number, day: number): DayNumber {
  const dim = daysInMonth(year, month);
  return dayFromCivil(year, month, day <= dim ? day : dim);
}

const CIVIL = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses `YYYY-MM-DD` or an ISO 8601 date-time into its UTC civil day. Returns `null` for anything else,
 * including impossible dates (2025-02-30).
 */
export function parseDate(text: string): DayNumber | null {
  let m = CIVIL.exec(text);
  if (m) return civilOrNull(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DATE_TIME.exec(text);
  if (!m) return null;
  const day = civilOrNull(Number(m[1]), Number(m[2]), Number(m[3]));
  if (day === null) return null;
  const hh = Number(m[4]);
  const mi = Number(m[5]);
  const ss = m[6] === undefined ? 0 : Number(m[6]);
  if (hh > 23 || mi > 59 || ss > 60) return null;
  const zone = m[7];
  if (zone === undefined || zone === "Z" || zone === "z") return day;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  // Local time minus the offset is UTC; carry into the previous or next day when it crosses midnight.
  const utcMinutes = hh * 60 + mi - offsetMinutes;
  return day + Math.floor(utcMinutes / 1440);
}

function civilOrNull(year: number, month: number, day: number): DayNumber | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dayFromCivil(year, month, day);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A day number as the contract's civil date, `YYYY-MM-DD` (a machine format; screens use lib/portal/format). */
export function isoDateOfDay(dayNumber: DayNumber): string {
  const { year, month, day } = civilFromDay(dayNumber);
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

// Formatted date-times are cached by day number: a plan of 96 installments formats 96 dates, and a
// simulation batch formats the same few hundred dates again and again.
const DATE_TIME_CACHE_BASE = dayFromCivil(2000, 1, 1);
const DATE_TIME_CACHE_SIZE = dayFromCivil(2101, 1, 1) - DATE_TIME_CACHE_BASE;
const dateTimeCache: Array<string | undefined> = new Array<string | undefined>(DATE_TIME_CACHE_SIZE);

/** A day number as the spec's date-time at UTC midnight, `YYYY-MM-DDT00:00:00Z` (a machine format). */
export function utcMidnightOfDay(dayNumber: DayNumber): string {
  const index = dayNumber - DATE_TIME_CACHE_BASE;
  if (index >= 0 && index < DATE_TIME_CACHE_SIZE) {
    const cached = dateTimeCache[index];
    if (cached !== undefined) return cached;
    const text = `${isoDateOfDay(dayNumber)}T00:00:00Z`;
    dateTimeCache[index] = text;
    return text;
  }
  return `${isoDateOfDay(dayNumber)}T00:00:00Z`;
}
