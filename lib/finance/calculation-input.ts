/**
 * The calculation objects of the spec (`amortization` of `POST /v1/Amortization` and of the credit note),
 * as lib/finance receives them after the contract layer has parsed them. Money in cents, rates in
 * percent a month, dates as `YYYY-MM-DD` or ISO 8601 date-times (dates.ts).
 */
import type { Cents } from "./cents";
import type { CalculationType } from "./day-count";
import type { PaymentMonth } from "./fgts";

/**
 * Which value the calculation starts from; the value itself is `requestedAmount` (cents):
 *   Gross   requestedAmount is the contract's principal (the default);
 *   Liquid  requestedAmount is the amount to release to the borrower; the principal is solved for;
 *   Payment requestedAmount is the installment (the largest one, fixed costs included when embedded);
 *           the principal is the largest one whose every installment fits in it.
 */
export const CALCULATE_BY_VALUE_TYPES = ["Gross", "Liquid", "Payment"] as const;
export type CalculateByValueType = (typeof CALCULATE_BY_VALUE_TYPES)[number];
/** Without `calculateByValueType` (and always for FGTS), `requestedAmount` is the principal. */
export const DEFAULT_CALCULATE_BY_VALUE_TYPE = "Gross" as const satisfies CalculateByValueType;

export interface PayrollCalculationInput {
  readonly amortizationType: string; // "price" | "sac", case-insensitive
  readonly requestedAmount: Cents;
  /** Monthly rate in percent. */
  readonly apr: number;
  readonly numberOfPayments: number;
  readonly firstPaymentDate: string;
  readonly calculationType: CalculationType;
  /** Base date of the calculation: the release date for IOF and CET. */
  readonly startDate: string;
  readonly calculateByValueType?: CalculateByValueType;
  /** true: the IOF is not financed (not part of the principal; paid by the borrower at release). */
  readonly financeTaxExempted?: boolean;
  /** Interest-only installments at the start, counted inside numberOfPayments. */
  readonly numberOfInterestPayments?: number;
  /** true: a due date on a non-business day moves to the next business day. */
  readonly dueDateOnBusinessDays?: boolean;
  /** true: the product's fixed cost per installment is added to each installment. */
  readonly includePaymentFixedCosts?: boolean;
}

export interface FgtsCalculationInput {
  readonly amortizationType: string; // "fgts", case-insensitive
  readonly requestedAmount: Cents;
  /** Months; one installment per 12 months (a multiple of 12). */
  readonly termInMonths: number;
  readonly apr: number;
  readonly startDate: string;
  readonly paymentMonth?: PaymentMonth;
  readonly includePaymentFixedCosts?: boolean;
}

export type CalculationInput = PayrollCalculationInput | FgtsCalculationInput;

export function isFgtsInput(input: CalculationInput): input is FgtsCalculationInput {
  return input.amortizationType.toLowerCase() === "fgts";
}
