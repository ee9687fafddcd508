/**
 * Simulates one calculation object for one product: the shared step of `POST /v1/Amortization`, its batch,
 * the offers and the credit-note creation. Pure (no database, no clock when `today` is given): the product
 * row comes from the caller.
 *
 *   1. the object's model must be the product's (`price`, `sac` or `fgts`): otherwise one error naming
 *      `amortization.amortizationType`, and nothing else (the other fields belong to the other model);
 *   2. the contract's object becomes lib/finance's input; an omitted `startDate` (Price/SAC) is today's
 *      civil date in Brasília;
 *   3. a first due date more than a year after the start date is refused on `firstPaymentDate` (the product
 *      rule puts it 30 to 62 days away; a far date would capitalize interest beyond what the engine computes
 *      in exact cents);
 *   4. `simulatePlan` validates against the product (rate and term ranges, day-count criterion...) and
 *      computes; its errors come back with the request's JSON paths and pt-BR messages.
 */
import type { Amortization } from "@/lib/contract";
import type { CalculationInput, FinancePlan, FinanceProduct } from "@/lib/finance";
import { parseDate, simulatePlan } from "@/lib/finance";
import type { FieldError } from "@/lib/http";
import { toFinanceProduct, type FinanceProductRow } from "../products/to-finance-product";
import { civilDateTime, civilToday } from "./clock";
import { toPlanFieldErrors } from "./plan-field-errors";

export interface ComputePlanOptions {
  /** Civil date (`YYYY-MM-DD`) used when the object has no `startDate`; default: today in Brasília. */
  today?: string;
  /** JSON path prefix of the calculation object in the request; default `amortization.`. */
  prefix?: string;
}

export type ComputePlanResult =
  | { readonly ok: true; readonly plan: FinancePlan; readonly input: CalculationInput; readonly product: FinanceProduct }
  | { readonly ok: false; readonly errors: FieldError[] };

export function computePlan(row: FinanceProductRow, amortization: Amortization, options: ComputePlanOptions = {}): ComputePlanResult {
  const prefix = options.prefix ?? "amortization.";
  const mismatch = modelMismatch(row.calculationModel, amortization.amortizationType);
  if (mismatch !== undefined) return { ok: false, errors: [{ field: `${prefix}amortizationType`, message: mismatch }] };

  const product = toFinanceProduct(row);
  const input = toCalculationInput(amortization, options.today ?? civilToday());
  const farFirstPayment = firstPaymentTooFar(input);
  if (farFirstPayment) return { ok: false, errors: [{ field: `${prefix}firstPaymentDate`, message: farFirstPayment }] };
  const result = simulatePlan(input, product);
  if (!result.ok) return { ok: false, errors: toPlanFieldErrors(result.errors, product, input, prefix) };
  return { ok: true, plan: result.plan, input, product };
}

function modelMismatch(productModel: FinanceProductRow["calculationModel"], objectModel: Amortization["amortizationType"]): string | undefined {
  if (productModel === objectModel) return undefined;
  if (productModel === "fgts") {
    return "o produto é a antecipação do saque-aniversário FGTS: envie o objeto de cálculo FGTS, com amortizationType = fgts (requestedAmount, termInMonths, apr, startDate, paymentMonth)";
  }
  if (objectModel === "fgts") {
    return `o produto é consignado privado (modelo ${productModel}): envie o objeto de cálculo price/sac, com amortizationType = ${productModel} (requestedAmount, apr, numberOfPayments, firstPaymentDate, calculationType, paymentPeriodicity)`;
  }
  return `informe amortizationType = ${productModel}: é o modelo de cálculo do produto`;
}

/** Longest wait from the start date to the first due date. */
const MAX_DAYS_TO_FIRST_PAYMENT = 366;

function firstPaymentTooFar(input: CalculationInput): string | undefined {
  if (!("firstPaymentDate" in input)) return undefined;
  const start = parseDate(input.startDate);
  const first = parseDate(input.firstPaymentDate);
  if (start === null || first === null || first - start <= MAX_DAYS_TO_FIRST_PAYMENT) return undefined;
  return "a primeira parcela deve vencer em até 12 meses após startDate: use a data devolvida por POST /v1/RegistryEmployee/FirstPaymentDate; não calcule";
}

/** The contract's calculation object as lib/finance receives it. */
export function toCalculationInput(amortization: Amortization, today: string): CalculationInput {
  if (amortization.amortizationType === "fgts") {
    return {
      amortizationType: "fgts",
      requestedAmount: amortization.requestedAmount,
      termInMonths: amortization.termInMonths,
      apr: amortization.apr,
      startDate: amortization.startDate,
      paymentMonth: amortization.paymentMonth,
      includePaymentFixedCosts: amortization.includePaymentFixedCosts,
    };
  }
  return {
    amortizationType: amortization.amortizationType,
    requestedAmount: amortization.requestedAmount,
    apr: amortization.apr,
    numberOfPayments: amortization.numberOfPayments,
    firstPaymentDate: amortization.firstPaymentDate,
    calculationType: amortization.calculationType,
    startDate: amortization.startDate ?? civilDateTime(today),
    calculateByValueType: amortization.calculateByValueType,
    financeTaxExempted: amortization.financeTaxExempted,
    numberOfInterestPayments: amortization.numberOfInterestPayments,
    dueDateOnBusinessDays: amortization.dueDateOnBusinessDays,
    includePaymentFixedCosts: amortization.includePaymentFixedCosts,
  };
}
