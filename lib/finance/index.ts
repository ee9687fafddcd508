/**
 * lib/finance: pure, exact calculations of the credit API (Price, SAC, FGTS anticipation, IOF, CET,
 * day counts, business-day calendar). No HTTP, no database, no clock. Rules and sources: docs/credit-api.md.
 */
export { asCents, type Cents } from "./cents";
export { roundHalfUp, roundDecimalsHalfUp, toPercent2, truncateToCent } from "./rounding";
export {
  addMonths,
  civilFromDay,
  clampedDay,
  dayFromCivil,
  daysInMonth,
  isoDateOfDay,
  utcMidnightOfDay,
  monthlySeries,
  parseDate,
  weekday,
  type CivilDate,
  type DayNumber,
} from "./dates";
export { easterSunday, isNationalHoliday, nationalHolidays, CONSCIENCIA_NEGRA_FIRST_YEAR, type Holiday } from "./holidays";
export { businessDaysBetween, businessDaysFrom, isBusinessDay, nextBusinessDayOnOrAfter, shiftToBusinessDays } from "./business-days";
export {
  CALCULATION_TYPES,
  CALCULATION_TYPE_RULES,
  isCalculationType,
  periodExponents,
  wholeMonthsOfFirstPeriod,
  type CalculationType,
} from "./day-count";
export { monthlyShape, scheduleBuffers, scheduleShape, type AmortizationModel, type ScheduleBuffers, type ScheduleShape } from "./schedule";
export { fillPriceSchedule, priceFactor, priceInstallment, priceInstallmentInCents } from "./price";
export { fillSacSchedule, sacAmortizationInCents } from "./sac";
export {
  IOF_RATES_INDIVIDUALS,
  iofDayFactors,
  iofForInstallments,
  iofInCents,
  iofPerRealOfPrincipal,
  iofUnrounded,
  type IofRates,
} from "./iof";
export { grossUpEstimate, smallestIntegerReaching } from "./gross-up";
export {
  cetWholeMonths,
  cetYearlyByCalendarDays,
  monthlyFromYearly,
  presentValue,
  solveYearlyRate,
  yearlyFromMonthly,
  type CashFlows,
} from "./cet";
export {
  BIRTHDAY_WITHDRAWAL_BRACKETS,
  CCFGTS_LIMITS,
  DEFAULT_FGTS_DUE_DAY_OF_MONTH,
  FGTS_CALCULATION_TYPE,
  PAYMENT_MONTHS,
  anticipableBalance,
  birthdayWithdrawalInCents,
  fgtsDueDays,
  isPaymentMonth,
  paymentMonthNumber,
  pledgeableWithdrawals,
  projectWithdrawals,
  type AnticipableBalance,
  type AnticipableBalanceInput,
  type FgtsLimits,
  type PaymentMonth,
  type WithdrawalBracket,
} from "./fgts";
export { DEFAULT_MIN_DAYS_TO_FIRST_PAYMENT, firstPaymentDate, firstPaymentDay, type FirstPaymentRule } from "./first-payment-date";
export type { FinanceProduct, IssuanceCost, ProductModel } from "./product";
export {
  CALCULATE_BY_VALUE_TYPES,
  DEFAULT_CALCULATE_BY_VALUE_TYPE,
  isFgtsInput,
  type CalculateByValueType,
  type CalculationInput,
  type FgtsCalculationInput,
  type PayrollCalculationInput,
} from "./calculation-input";
export { fieldError, type FinanceErrorCode, type FinanceFieldError } from "./errors";
export { validateAgainstProduct } from "./validate-against-product";
export { simulatePlan, type FinancePlan, type PlanInstallment, type SimulationResult } from "./plan";
export { largestFgtsAmountInCents, largestPriceAmountInCents } from "./largest-amount";
export { installmentRuns, largestInstallmentInCents, type HasInstallments, type InstallmentRun } from "./installment-runs";
