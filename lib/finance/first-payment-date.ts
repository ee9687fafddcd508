/**
 * First payment date of a payroll (consignado privado) operation, served by
 * `POST /v1/RegistryEmployee/FirstPaymentDate` (`productId`, `startDate`): callers must not compute it.
 *
 * Rule: the employer deducts the installment from the payroll and transfers it to the lender on the
 * product's transfer day (`transferDay`, day of the month; a day past the end of a short month means its
 * last day). The first due date is the first transfer day that falls at least `minDaysToFirstPayment`
 * calendar days (30 by default, a product parameter) after the start date, looking from the month after
 * the start date's month. So with transfer day 10: start 05 Jan -> 10 Feb (36 days); start 20 Jan ->
 * 10 Mar (10 Feb is only 21 days away). The date is contractual; it is not moved to a business day here
 * (`dueDateOnBusinessDays` moves due dates when the plan is built). Every later due date keeps the day of
 * the month of the first one (31 Jan, 28 Feb, 31 Mar: dates.ts `addMonths` from the first date).
 */
import { civilFromDay, clampedDay, utcMidnightOfDay, parseDate, type DayNumber } from "./dates";

export const DEFAULT_MIN_DAYS_TO_FIRST_PAYMENT = 30;

export interface FirstPaymentRule {
  /** Day of the month (1..31) on which the employer transfers the payroll deductions. */
  readonly transferDay: number;
  /** Minimum calendar days between the start date and the first due date (default 30). */
  readonly minDaysToFirstPayment?: number;
}

export function firstPaymentDay(startDay: DayNumber, rule: FirstPaymentRule): DayNumber {
  if (!Number.isInteger(rule.transferDay) || rule.transferDay < 1 || rule.transferDay > 31) {
    throw new RangeError(`transferDay must be an integer from 1 to 31, got ${rule.transferDay}`);
  }
  const minDays = rule.minDaysToFirstPayment ?? DEFAULT_MIN_DAYS_TO_FIRST_PAYMENT;
  const { year, month } = civilFromDay(startDay);
  let total = year * 12 + month; // the month after the start date's month (0-based month index + 1)
  for (;;) {
    const y = Math.floor(total / 12);
    const m = total - y * 12 + 1;
    const candidate = clampedDay(y, m, rule.transferDay);
    if (candidate - startDay >= minDays) return candidate;
    total++;
  }
}

/** The endpoint's answer: `firstPaymentDate` as a UTC date-time, or null for an invalid `startDate`. */
export function firstPaymentDate(startDate: string, rule: FirstPaymentRule): string | null {
  const start = parseDate(startDate);
  return start === null ? null : utcMidnightOfDay(firstPaymentDay(start, rule));
}
