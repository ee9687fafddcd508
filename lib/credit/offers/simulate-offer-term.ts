import type { PriceSacAmortization } from "@/lib/contract";
import { cents } from "@/lib/money";
import type { FinanceProductRow } from "../products/to-finance-product";
import { computePlan } from "../simulation/compute-plan";
import type { OfferValueTarget } from "./offer-value-target";

/** An offer's figures before it is stored (money in cents, rates in % with 2 decimals). */
export interface OfferFigures {
  readonly numberOfPayments: number;
  readonly installmentAmountInCents: number;
  readonly loanAmountInCents: number;
  readonly releasedAmountInCents: number;
  readonly iofAmountInCents: number;
  readonly monthlyInterestRate: number;
  readonly yearlyInterestRate: number;
  readonly monthlyCet: number;
  readonly yearlyCet: number;
  readonly firstPaymentDate: string;
}

export interface OfferTermInput {
  readonly product: FinanceProductRow;
  readonly numberOfPayments: number;
  /** Monthly rate, %. */
  readonly apr: number;
  readonly target: OfferValueTarget;
  /** Civil date of the simulation (`YYYY-MM-DD`) and the product's first due date for it (date-time). */
  readonly today: string;
  readonly firstPaymentDate: string;
}

/**
 * One offer: the same calculation object a partner would send to `POST /v1/Amortization` (Price, the
 * product's day-count criterion, monthly), simulated by the same `computePlan`. The offer's installment is
 * the plan's largest one (the last absorbs the rounding residue). `null` when the term has no offer: the plan
 * cannot exist (e.g. an installment too small for any amount) or its installment falls outside the band
 * (above the free margin, below the requested minimum).
 */
export function simulateOfferTerm(input: OfferTermInput): OfferFigures | null {
  const amortization: PriceSacAmortization = {
    amortizationType: "price",
    requestedAmount: cents(input.target.amount),
    apr: input.apr,
    numberOfPayments: input.numberOfPayments,
    firstPaymentDate: input.firstPaymentDate,
    calculationType: input.product.calculationType,
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate: `${input.today}T00:00:00Z`,
    calculateByValueType: input.target.mode,
  };
  const result = computePlan(input.product, amortization, { today: input.today });
  if (!result.ok) return null;
  const { plan } = result;
  const installment = plan.installments.reduce((max, item) => Math.max(max, item.paymentInCents), 0);
  if (installment > input.target.maxInstallment || installment < input.target.minInstallment) return null;
  return {
    numberOfPayments: input.numberOfPayments,
    installmentAmountInCents: installment,
    loanAmountInCents: plan.requestedAmount,
    releasedAmountInCents: plan.liquidAmountInCents,
    iofAmountInCents: plan.iofAmountInCents,
    monthlyInterestRate: plan.apr,
    yearlyInterestRate: plan.yearlyRate,
    monthlyCet: plan.cet.monthly,
    yearlyCet: plan.cet.yearly,
    firstPaymentDate: plan.firstPaymentDate,
  };
}
