import type { PriceSacAmortization } from "@/lib/contract";
import { largestInstallmentInCents } from "@/lib/finance";
import { cents } from "@/lib/money";
import type { FinanceProductRow } from "../products/to-finance-product";
import { computePlan } from "../simulation/compute-plan";
import type { OfferValueTarget } from "./offer-value-target";

/** An offer's figures before it is stored (money in cents, rates in % with 2 decimals). */
export interface OfferFigures {
  readonly numberOfPayments: number;
  /** The regular installment: every month but the last (a Price offer has no interest-only installments). */
  readonly installmentAmountInCents: number;
  /** The last installment: the residue of the rounding makes it differ from the regular one by a few cents. */
  readonly lastInstallmentAmountInCents: number;
  /** The largest installment (of the regular and the last): what must fit the free margin. Not stored. */
  readonly largestInstallmentAmountInCents: number;
  readonly loanAmountInCents: number;
  readonly releasedAmountInCents: number;
  readonly iofAmountInCents: number;
  readonly monthlyInterestRate: number;
  readonly yearlyInterestRate: number;
  readonly monthlyCet: number;
  readonly yearlyCet: number;
  /** Date-times (UTC) of the calculation object: with the figures above they reproduce the plan. */
  readonly startDate: string;
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
 * the plan's regular one (the first: a Price offer has no interest-only installments) and the last, which
 * absorbs the rounding residue, is carried beside it; until issue 22 the offer quoted the largest (the last
 * when the residue is positive) as every month's, a few cents above the plan's. `null` when the term has no
 * offer: the plan cannot exist (e.g. an installment too small for any amount), its largest installment is
 * above the free margin, or its regular one below the requested minimum.
 */
export function simulateOfferTerm(input: OfferTermInput): OfferFigures | null {
  const startDate = `${input.today}T00:00:00Z`;
  const amortization: PriceSacAmortization = {
    amortizationType: "price",
    requestedAmount: cents(input.target.amount),
    apr: input.apr,
    numberOfPayments: input.numberOfPayments,
    firstPaymentDate: input.firstPaymentDate,
    calculationType: input.product.calculationType,
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate,
    calculateByValueType: input.target.mode,
  };
  const result = computePlan(input.product, amortization, { today: input.today });
  if (!result.ok) return null;
  const { plan } = result;
  const regular = plan.installments[0]?.paymentInCents ?? 0;
  const largest = largestInstallmentInCents(plan);
  if (largest > input.target.maxInstallment || regular < input.target.minInstallment) return null;
  return {
    numberOfPayments: input.numberOfPayments,
    installmentAmountInCents: regular,
    lastInstallmentAmountInCents: plan.installments.at(-1)?.paymentInCents ?? 0,
    largestInstallmentAmountInCents: largest,
    loanAmountInCents: plan.requestedAmount,
    releasedAmountInCents: plan.liquidAmountInCents,
    iofAmountInCents: plan.iofAmountInCents,
    monthlyInterestRate: plan.apr,
    yearlyInterestRate: plan.yearlyRate,
    monthlyCet: plan.cet.monthly,
    yearlyCet: plan.cet.yearly,
    startDate,
    firstPaymentDate: plan.firstPaymentDate,
  };
}
