/**
 * FGTS birthday-withdrawal anticipation (antecipação do saque-aniversário).
 *
 * Withdrawal of a year (Lei 8.036/1990 art. 20-D and its annex, introduced by Lei 13.932/2019): a
 * percentage of the account balance plus a fixed addition, by balance bracket:
 *
 *   balance up to R$ 500.00            50%
 *   R$ 500.01 to R$ 1,000.00           40% + R$ 50.00
 *   R$ 1,000.01 to R$ 5,000.00         30% + R$ 150.00
 *   R$ 5,000.01 to R$ 10,000.00        20% + R$ 650.00
 *   R$ 10,000.01 to R$ 15,000.00       15% + R$ 1,150.00
 *   R$ 15,000.01 to R$ 20,000.00       10% + R$ 1,900.00
 *   above R$ 20,000.00                  5% + R$ 2,900.00
 *
 * (the table is continuous: both neighbouring rows give the same amount at each limit). Rounded half up
 * to the cent (rounding.ts).
 *
 * Projection over several years: each year's withdrawal reduces the balance of the next year,
 * B_{y+1} = B_y - W_y. New deposits and the FGTS yield are ignored (conservative, as the pledge is).
 *
 * Limits of the Curator Council (Res. CCFGTS 1.130/2025), product parameters (`FgtsLimits`): at most
 * 3 annual withdrawals pledged; each pledged year between R$ 100.00 and R$ 500.00. A year's pledge is
 * its withdrawal capped at the maximum; a year whose withdrawal is below the minimum cannot be pledged,
 * and neither can the following ones (the projected balance only decreases).
 *
 * Anticipable balance: the largest principal the pledgeable withdrawals can repay, i.e. their present
 * value at the contract's monthly rate by calendar days, sum_k W_k / (1 + i)^(d_k/30), d_k = days from
 * the start date to the withdrawal's due date. The pipeline compares `requestedAmount` with it.
 *
 * Schedule (plan.ts): one installment a year, as many as `termInMonths` / 12, due on day 1 (product
 * parameter `fgtsDueDayOfMonth`) of the birthday-withdrawal month `paymentMonth`: the first such date
 * strictly after the start date, then every 12 months. Without a month (`NotSet` or absent) the
 * installments fall on the anniversaries of the start date. Interest at the monthly rate by calendar days,
 * t_k = d_k/30 (the V360DiasCorridos exponent, `FGTS_CALCULATION_TYPE`), Price installments; IOF as in iof.ts.
 */
import { paymentMonthValues } from "@/lib/contract/enums";
import type { CalculationType } from "./day-count";
import { addMonths, civilFromDay, clampedDay, monthlySeries, type DayNumber } from "./dates";
import { roundHalfUp } from "./rounding";

// The contract's enum (lib/contract): one list of months for the API, the forms and the engine.
export const PAYMENT_MONTHS = paymentMonthValues;

export type PaymentMonth = (typeof PAYMENT_MONTHS)[number];

export function isPaymentMonth(value: unknown): value is PaymentMonth {
  return typeof value === "string" && (PAYMENT_MONTHS as readonly string[]).includes(value);
}

/** 1..12, or null for `NotSet`. */
export function paymentMonthNumber(month: PaymentMonth): number | null {
  const index = PAYMENT_MONTHS.indexOf(month);
  return index >= 0 && index < 12 ? index + 1 : null;
}

export interface WithdrawalBracket {
  /** Upper limit of the bracket's balance in cents (inclusive); null for the last bracket. */
  readonly upToInCents: number | null;
  /** Percentage of the balance, as a fraction. */
  readonly rate: number;
  readonly additionInCents: number;
}

/** Lei 13.932/2019 (annex of Lei 8.036/1990 art. 20-D). */
export const BIRTHDAY_WITHDRAWAL_BRACKETS: readonly WithdrawalBracket[] = Object.freeze([
  { upToInCents: 50_000, rate: 0.5, additionInCents: 0 },
  { upToInCents: 100_000, rate: 0.4, additionInCents: 5_000 },
  { upToInCents: 500_000, rate: 0.3, additionInCents: 15_000 },
  { upToInCents: 1_000_000, rate: 0.2, additionInCents: 65_000 },
  { upToInCents: 1_500_000, rate: 0.15, additionInCents: 115_000 },
  { upToInCents: 2_000_000, rate: 0.1, additionInCents: 190_000 },
  { upToInCents: null, rate: 0.05, additionInCents: 290_000 },
]);

export interface FgtsLimits {
  /** Annual withdrawals that may be pledged (3). */
  readonly maxPledgedWithdrawals: number;
  /** Minimum pledged amount of a year, cents (R$ 100.00). */
  readonly minWithdrawalPerYearInCents: number;
  /** Maximum pledged amount of a year, cents (R$ 500.00). */
  readonly maxWithdrawalPerYearInCents: number;
}

/** Res. CCFGTS 1.130/2025. */
export const CCFGTS_LIMITS: FgtsLimits = Object.freeze({
  maxPledgedWithdrawals: 3,
  minWithdrawalPerYearInCents: 10_000,
  maxWithdrawalPerYearInCents: 50_000,
});

/** The birthday withdrawal of an FGTS balance, in cents. */
export function birthdayWithdrawalInCents(
  balanceInCents: number,
  brackets: readonly WithdrawalBracket[] = BIRTHDAY_WITHDRAWAL_BRACKETS,
): number {
  if (!(balanceInCents > 0)) return 0;
  for (const bracket of brackets) {
    if (bracket.upToInCents === null || balanceInCents <= bracket.upToInCents) {
      return roundHalfUp(balanceInCents * bracket.rate + bracket.additionInCents);
    }
  }
  return 0;
}

/** Withdrawals of `years` consecutive years, each reducing the next year's balance. */
export function projectWithdrawals(
  balanceInCents: number,
  years: number,
  brackets: readonly WithdrawalBracket[] = BIRTHDAY_WITHDRAWAL_BRACKETS,
): number[] {
  const out: number[] = [];
  let balance = balanceInCents;
  for (let y = 0; y < years; y++) {
    const withdrawal = birthdayWithdrawalInCents(balance, brackets);
    out.push(withdrawal);
    balance -= withdrawal;
  }
  return out;
}

/** The amounts that may be pledged, year by year, under the Curator Council's limits. */
export function pledgeableWithdrawals(
  balanceInCents: number,
  years: number,
  limits: FgtsLimits = CCFGTS_LIMITS,
  brackets: readonly WithdrawalBracket[] = BIRTHDAY_WITHDRAWAL_BRACKETS,
): number[] {
  const count = Math.min(years, limits.maxPledgedWithdrawals);
  const out: number[] = [];
  for (const withdrawal of projectWithdrawals(balanceInCents, count, brackets)) {
    const pledged = Math.min(withdrawal, limits.maxWithdrawalPerYearInCents);
    if (pledged < limits.minWithdrawalPerYearInCents) break;
    out.push(pledged);
  }
  return out;
}

export const DEFAULT_FGTS_DUE_DAY_OF_MONTH = 1;

/**
 * The day count of every FGTS plan and of the anticipable balance: the monthly rate by calendar days,
 * (1 + i)^(d/30). The FGTS calculation object carries no `calculationType` (the spec refuses it); the FGTS
 * product publishes this one, so the catalog, the credit API guide and the documentation say what the engine does.
 */
export const FGTS_CALCULATION_TYPE = "V360DiasCorridos" as const satisfies CalculationType;

/** Due dates of `count` annual installments (see the module comment). */
export function fgtsDueDays(
  startDay: DayNumber,
  paymentMonth: PaymentMonth | undefined,
  count: number,
  dueDayOfMonth: number = DEFAULT_FGTS_DUE_DAY_OF_MONTH,
  out: Int32Array = new Int32Array(count),
): Int32Array {
  const month = paymentMonth === undefined ? null : paymentMonthNumber(paymentMonth);
  let first: DayNumber;
  if (month === null) {
    first = addMonths(startDay, 12);
  } else {
    const { year } = civilFromDay(startDay);
    first = clampedDay(year, month, dueDayOfMonth);
    if (first <= startDay) first = clampedDay(year + 1, month, dueDayOfMonth);
  }
  return monthlySeries(first, 12, out);
}

export interface AnticipableBalanceInput {
  readonly fgtsBalanceInCents: number;
  /** Years the operation would pledge (`termInMonths` / 12). */
  readonly years: number;
  /** Monthly rate in percent (`apr`). */
  readonly apr: number;
  readonly startDay: DayNumber;
  readonly paymentMonth?: PaymentMonth;
  readonly limits?: FgtsLimits;
  readonly brackets?: readonly WithdrawalBracket[];
  readonly dueDayOfMonth?: number;
}

export interface AnticipableBalance {
  /** Pledgeable withdrawal of each year, cents, with its due date. */
  readonly withdrawals: ReadonlyArray<{ readonly dueDay: DayNumber; readonly amountInCents: number }>;
  readonly nominalInCents: number;
  /** Present value of the withdrawals at the contract rate: the largest principal they repay. */
  readonly anticipableInCents: number;
}

export function anticipableBalance(input: AnticipableBalanceInput): AnticipableBalance {
  const amounts = pledgeableWithdrawals(input.fgtsBalanceInCents, input.years, input.limits, input.brackets);
  const due = fgtsDueDays(input.startDay, input.paymentMonth, amounts.length, input.dueDayOfMonth);
  const logGrowth = Math.log1p(input.apr / 100);
  let nominal = 0;
  let present = 0;
  const withdrawals = amounts.map((amountInCents, k) => {
    const dueDay = due[k] ?? input.startDay;
    nominal += amountInCents;
    // (1 + i)^(-d/30): the FGTS_CALCULATION_TYPE exponent, as in the plan.
    present += amountInCents * Math.exp((-(dueDay - input.startDay) / 30) * logGrowth);
    return { dueDay, amountInCents };
  });
  return { withdrawals, nominalInCents: nominal, anticipableInCents: roundHalfUp(present) };
}
