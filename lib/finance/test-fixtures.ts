/** Products and inputs shared by the tests and the benchmark of lib/finance (not used in production). */
import type { FgtsCalculationInput, PayrollCalculationInput } from "./calculation-input";
import { asCents } from "./cents";
import { CCFGTS_LIMITS } from "./fgts";
import { IOF_RATES_INDIVIDUALS } from "./iof";
import type { FinanceProduct } from "./product";

export function payrollProduct(overrides: Partial<FinanceProduct> = {}): FinanceProduct {
  return {
    amortizationType: "price",
    calculationType: "V360DiasCorridos",
    minMonthlyRatePercent: 0.5,
    maxMonthlyRatePercent: 5,
    minTerm: 1,
    maxTerm: 120,
    transferDay: 10,
    issuanceCost: { fixedInCents: asCents(0), percentOfPrincipal: 0 },
    fixedCostPerInstallmentInCents: asCents(0),
    iofRates: IOF_RATES_INDIVIDUALS,
    ...overrides,
  };
}

export function fgtsProduct(overrides: Partial<FinanceProduct> = {}): FinanceProduct {
  return {
    amortizationType: "fgts",
    calculationType: "V360DiasCorridos",
    minMonthlyRatePercent: 0.5,
    maxMonthlyRatePercent: 3,
    minTerm: 12,
    maxTerm: 36,
    transferDay: 1,
    issuanceCost: { fixedInCents: asCents(0), percentOfPrincipal: 0 },
    fixedCostPerInstallmentInCents: asCents(0),
    iofRates: IOF_RATES_INDIVIDUALS,
    fgtsLimits: CCFGTS_LIMITS,
    ...overrides,
  };
}

export function payrollInput(overrides: Partial<PayrollCalculationInput> = {}): PayrollCalculationInput {
  return {
    amortizationType: "price",
    requestedAmount: asCents(1_000_000),
    apr: 1.8,
    numberOfPayments: 24,
    firstPaymentDate: "2025-02-10T00:00:00Z",
    calculationType: "V360DiasCorridos",
    startDate: "2025-01-06T00:00:00Z",
    ...overrides,
  };
}

export function fgtsInput(overrides: Partial<FgtsCalculationInput> = {}): FgtsCalculationInput {
  return {
    amortizationType: "fgts",
    requestedAmount: asCents(100_000),
    termInMonths: 36,
    apr: 1.79,
    startDate: "2025-01-06T00:00:00Z",
    paymentMonth: "May",
    ...overrides,
  };
}
