/**
 * Business days: Monday to Friday except the national holidays of holidays.ts.
 *
 * Counting convention (ANBIMA's, used by the 252-business-day criterion): the business days between
 * two dates a < b are the business days d with a <= d < b (start included, end excluded). So from a
 * Friday to the next Monday there is 1 business day (the Friday).
 *
 * Speed: a table of cumulative business days from 2000-01-01 to 2100-12-31 (built once, on first use,
 * about 37,000 entries) answers any count inside it in O(1); dates outside it are counted day by day.
 */
import { civilFromDay, dayFromCivil, weekday, type DayNumber } from "./dates";
import { isNationalHoliday } from "./holidays";

const TABLE_START = dayFromCivil(2000, 1, 1);
const TABLE_END = dayFromCivil(2101, 1, 1); // exclusive

let cumulative: Int32Array | null = null; // cumulative[k] = business days in [TABLE_START, TABLE_START + k)
let businessFlags: Uint8Array | null = null;

function isBusinessDaySlow(dayNumber: DayNumber): boolean {
  const w = weekday(dayNumber);
  if (w === 0 || w === 6) return false;
  return !isNationalHoliday(dayNumber, civilFromDay(dayNumber).year);
}

function table(): { cum: Int32Array; flags: Uint8Array } {
  if (cumulative === null || businessFlags === null) {
    const size = TABLE_END - TABLE_START;
    const cum = new Int32Array(size + 1);
    const flags = new Uint8Array(size);
    for (let k = 0; k < size; k++) {
      const business = isBusinessDaySlow(TABLE_START + k);
      flags[k] = business ? 1 : 0;
      cum[k + 1] = (cum[k] ?? 0) + (business ? 1 : 0);
    }
    cumulative = cum;
    businessFlags = flags;
  }
  return { cum: cumulative, flags: businessFlags };
}

/** Whether the day is a business day (not Saturday, Sunday or a national holiday). */
export function isBusinessDay(dayNumber: DayNumber): boolean {
  if (dayNumber >= TABLE_START && dayNumber < TABLE_END) return table().flags[dayNumber - TABLE_START] === 1;
  return isBusinessDaySlow(dayNumber);
}

/** The day itself when it is a business day, otherwise the next business day (moves forward). */
export function nextBusinessDayOnOrAfter(dayNumber: DayNumber): DayNumber {
  let d = dayNumber;
  while (!isBusinessDay(d)) d++;
  return d;
}

/** Moves each day of `days` that is not a business day to the next business day, in place. */
export function shiftToBusinessDays(days: Int32Array): Int32Array {
  for (let k = 0; k < days.length; k++) {
    let d = days[k] ?? 0;
    while (!isBusinessDay(d)) d++;
    days[k] = d;
  }
  return days;
}

/** `out[k]` = businessDaysBetween(from, days[k]). */
export function businessDaysFrom(from: DayNumber, days: ArrayLike<number>, out: Float64Array): Float64Array {
  if (from >= TABLE_START && from <= TABLE_END) {
    const { cum } = table();
    const base = cum[from - TABLE_START] ?? 0;
    for (let k = 0; k < days.length; k++) {
      const to = days[k] ?? from;
      out[k] = to >= from && to <= TABLE_END ? (cum[to - TABLE_START] ?? 0) - base : businessDaysBetween(from, to);
    }
    return out;
  }
  for (let k = 0; k < days.length; k++) out[k] = businessDaysBetween(from, days[k] ?? from);
  return out;
}

/** Business days d with from <= d < to (negative when to < from). */
export function businessDaysBetween(from: DayNumber, to: DayNumber): number {
  if (to < from) return -businessDaysBetween(to, from);
  if (from >= TABLE_START && to <= TABLE_END) {
    const { cum } = table();
    return (cum[to - TABLE_START] ?? 0) - (cum[from - TABLE_START] ?? 0);
  }
  let count = 0;
  for (let d = from; d < to; d++) if (isBusinessDay(d)) count++;
  return count;
}
