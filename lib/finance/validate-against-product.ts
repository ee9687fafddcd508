/**
 * Validation of a calculation object against its product, before any calculation. Returns every
 * problem found as a typed `FinanceFieldError` (errors.ts), never throws: the API turns the list into a
 * 400 problem+json naming each field. Rules (spec, "Calculation object" tables and "Limits"):
 *   - `amortizationType` equals the product's model (case-insensitive; `price`, `sac` or `fgts`);
 *   - `requestedAmount` is a positive integer number of cents;
 *   - `apr` (monthly %) is greater than zero and inside the product's rate range;
 *   - Price/SAC: `numberOfPayments` inside the product's term range; `calculationType` is one of the
 *     seven values and follows the product; `numberOfInterestPayments` from 0 to numberOfPayments - 1;
 *     `calculateByValueType` is Gross, Liquid or Payment; dates parse and the first payment date is after
 *     the start date;
 *   - FGTS: `termInMonths` a multiple of 12 inside the product's term range, at most the Curator
 *     Council's number of pledged withdrawals (Res. CCFGTS 1.130/2025) times 12; `paymentMonth` is a
 *     month name or NotSet.
 * Checks that need the plan (contract principal inside the product's amount range, FGTS installment
 * inside the per-year limits, costs not consuming the release) are made by plan.ts with the same type.
 */
import { CALCULATE_BY_VALUE_TYPES, isFgtsInput, type CalculationInput } from "./calculation-input";
import { parseDate } from "./dates";
import { isCalculationType } from "./day-count";
import { fieldError, type FinanceFieldError } from "./errors";
import { CCFGTS_LIMITS, isPaymentMonth } from "./fgts";
import type { FinanceProduct } from "./product";

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);

export function validateAgainstProduct(input: CalculationInput, product: FinanceProduct): FinanceFieldError[] {
  const errors: FinanceFieldError[] = [];
  const model = typeof input.amortizationType === "string" ? input.amortizationType.toLowerCase() : "";

  if (model !== "price" && model !== "sac" && model !== "fgts") {
    errors.push(fieldError("amortizationType", "invalid_value", "amortizationType must be price, sac or fgts"));
    return errors;
  }
  if (model !== product.amortizationType) {
    errors.push(
      fieldError(
        "amortizationType",
        "model_mismatch",
        `amortizationType must be the product's calculation model: ${product.amortizationType}`,
      ),
    );
  }

  if (!isInt(input.requestedAmount) || input.requestedAmount <= 0) {
    errors.push(fieldError("requestedAmount", "invalid_value", "requestedAmount must be a positive integer amount in cents"));
  }

  const apr = input.apr;
  if (typeof apr !== "number" || !Number.isFinite(apr) || apr <= 0) {
    errors.push(fieldError("apr", "invalid_value", "apr must be a monthly rate in percent greater than zero"));
  } else if (apr < product.minMonthlyRatePercent || apr > product.maxMonthlyRatePercent) {
    errors.push(
      fieldError(
        "apr",
        "out_of_range",
        `apr must be a monthly rate in percent from ${product.minMonthlyRatePercent} to ${product.maxMonthlyRatePercent} (product range)`,
      ),
    );
  }

  const start = typeof input.startDate === "string" ? parseDate(input.startDate) : null;
  if (input.startDate === undefined) errors.push(fieldError("startDate", "required", "startDate is required (YYYY-MM-DDTHH:MM:SSZ)"));
  else if (start === null) errors.push(fieldError("startDate", "invalid_date", "startDate must be an ISO 8601 UTC date-time"));

  if (isFgtsInput(input)) {
    const limits = product.fgtsLimits ?? CCFGTS_LIMITS;
    const term = input.termInMonths;
    if (!isInt(term) || term <= 0 || term % 12 !== 0) {
      errors.push(
        fieldError("termInMonths", "invalid_value", "termInMonths must be a positive multiple of 12 (one birthday withdrawal a year)"),
      );
    } else if (term < product.minTerm || term > product.maxTerm) {
      errors.push(
        fieldError("termInMonths", "out_of_range", `termInMonths must be from ${product.minTerm} to ${product.maxTerm} months (product range)`),
      );
    } else if (term / 12 > limits.maxPledgedWithdrawals) {
      errors.push(
        fieldError(
          "termInMonths",
          "out_of_range",
          `termInMonths must be at most ${limits.maxPledgedWithdrawals * 12}: at most ${limits.maxPledgedWithdrawals} annual withdrawals can be pledged (Res. CCFGTS 1.130/2025)`,
        ),
      );
    }
    if (input.paymentMonth !== undefined && !isPaymentMonth(input.paymentMonth)) {
      errors.push(fieldError("paymentMonth", "invalid_value", "paymentMonth must be January to December, or NotSet"));
    }
    return errors;
  }

  const n = input.numberOfPayments;
  if (!isInt(n) || n <= 0) {
    errors.push(fieldError("numberOfPayments", "invalid_value", "numberOfPayments must be a positive integer"));
  } else if (n < product.minTerm || n > product.maxTerm) {
    errors.push(
      fieldError("numberOfPayments", "out_of_range", `numberOfPayments must be from ${product.minTerm} to ${product.maxTerm} (product range)`),
    );
  }

  if (!isCalculationType(input.calculationType)) {
    errors.push(
      fieldError(
        "calculationType",
        "invalid_value",
        "calculationType must be one of V252DiasUteis, V252MesesX21, V360DiasCorridos, V360Meses, V365DiasCorridos, V365Meses, Irregular",
      ),
    );
  } else if (input.calculationType !== product.calculationType) {
    errors.push(
      fieldError("calculationType", "calculation_type_mismatch", `calculationType must follow the product: ${product.calculationType}`),
    );
  }

  if (
    input.calculateByValueType !== undefined &&
    !(CALCULATE_BY_VALUE_TYPES as readonly string[]).includes(input.calculateByValueType)
  ) {
    errors.push(fieldError("calculateByValueType", "invalid_value", "calculateByValueType must be Gross, Liquid or Payment"));
  }

  const interestOnly = input.numberOfInterestPayments;
  if (interestOnly !== undefined && (!isInt(interestOnly) || interestOnly < 0 || (isInt(n) && interestOnly >= n))) {
    errors.push(
      fieldError(
        "numberOfInterestPayments",
        "out_of_range",
        "numberOfInterestPayments must be an integer from 0 to numberOfPayments - 1 (interest-only installments are part of numberOfPayments)",
      ),
    );
  }

  const first = typeof input.firstPaymentDate === "string" ? parseDate(input.firstPaymentDate) : null;
  if (input.firstPaymentDate === undefined) {
    errors.push(fieldError("firstPaymentDate", "required", "firstPaymentDate is required: use the first-payment-date endpoint"));
  } else if (first === null) {
    errors.push(fieldError("firstPaymentDate", "invalid_date", "firstPaymentDate must be an ISO 8601 UTC date-time"));
  } else if (start !== null && first <= start) {
    errors.push(fieldError("firstPaymentDate", "invalid_date", "firstPaymentDate must be after startDate"));
  }
  return errors;
}
