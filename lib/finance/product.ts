/**
 * The product parameters that lib/finance needs (`FinanceProduct`). The credit domain (lib/credit)
 * stores products and maps them to this shape; lib/finance never reads a database.
 */
import type { Cents } from "./cents";
import type { CalculationType } from "./day-count";
import type { FgtsLimits } from "./fgts";
import type { IofRates } from "./iof";

export type ProductModel = "price" | "sac" | "fgts";

export interface IssuanceCost {
  /** Fixed part, cents. */
  readonly fixedInCents: Cents;
  /** Percentage of the contract's principal (2 means 2%). */
  readonly percentOfPrincipal: number;
}

export interface FinanceProduct {
  /** Calculation model; the calculation object's `amortizationType` must match (case-insensitive). */
  readonly amortizationType: ProductModel;
  /**
   * Day-count criterion of a Price/SAC product; the calculation object must follow it. FGTS products publish
   * `FGTS_CALCULATION_TYPE` (fgts.ts), which every FGTS plan applies; their calculation object carries none.
   */
  readonly calculationType: CalculationType;
  /** Monthly rate range in percent (`apr`), inclusive. */
  readonly minMonthlyRatePercent: number;
  readonly maxMonthlyRatePercent: number;
  /** Term range, inclusive: installments (`numberOfPayments`) for Price/SAC, months (`termInMonths`) for FGTS. */
  readonly minTerm: number;
  readonly maxTerm: number;
  /** Contract principal range (the plan's `requestedAmount`), inclusive, cents. Optional. */
  readonly minAmountInCents?: Cents;
  readonly maxAmountInCents?: Cents;
  /** Payroll products: day of the month the employer transfers the deductions (first-payment-date.ts). */
  readonly transferDay: number;
  /** Payroll products: minimum calendar days from the start date to the first due date (default 30). */
  readonly minDaysToFirstPayment?: number;
  /** Issuance cost (tarifa de emissão), deducted from the released amount. */
  readonly issuanceCost: IssuanceCost;
  /** Fixed cost added to each installment when `includePaymentFixedCosts` is true, cents. */
  readonly fixedCostPerInstallmentInCents: Cents;
  /** IOF rates in force (iof.ts, `IOF_RATES_INDIVIDUALS`). */
  readonly iofRates: IofRates;
  /** FGTS products: the Curator Council's limits (fgts.ts, `CCFGTS_LIMITS`). */
  readonly fgtsLimits?: FgtsLimits;
  /** FGTS products: day of the birthday-withdrawal month on which each installment falls (default 1). */
  readonly fgtsDueDayOfMonth?: number;
}
