/**
 * The credit API bodies a wizard sends, built from what the operator chose and what earlier steps recorded. Pure:
 * every input that matters (today's date in Brasília, the first payment date the API returned) is a parameter, so
 * the bodies are unit-tested and the same choice always builds the same body.
 */
import type { FreeMargin, Offer, Product, RegistryEmployeeOffersRequestInput, WarrantyItemInput } from "@/lib/contract";
import type { AmortizationInput } from "@/lib/contract/amortization";
import { centsToReais, type Cents } from "@/lib/money";
import type { AmortizationForm, FgtsForm, OffersForm } from "./simulation-schemas";

const MONTHLY = { every: 1, periodicity: "Monthly" } as const;

export type PriceSacAmortizationInput = Extract<AmortizationInput, { amortizationType: "price" | "sac" }>;
export type FgtsAmortizationInput = Extract<AmortizationInput, { amortizationType: "fgts" }>;

/** The calculation's base date: the civil day in Brasília, at midnight UTC as the contract writes dates. */
export function baseDate(today: string): string {
  return `${today}T00:00:00Z`;
}

/** Path B: the Price/SAC object of the chosen product; day count and model are the product's, never typed. */
export function priceSacAmortization(product: Product, form: Pick<AmortizationForm, "requestedAmount" | "apr" | "numberOfPayments">, firstPaymentDate: string, today: string): PriceSacAmortizationInput {
  if (product.amortizationType === "fgts") throw new Error(`product ${product.id} is not a Price/SAC product`);
  return {
    amortizationType: product.amortizationType,
    requestedAmount: form.requestedAmount,
    apr: form.apr,
    numberOfPayments: form.numberOfPayments,
    firstPaymentDate,
    calculationType: product.calculationType,
    paymentPeriodicity: MONTHLY,
    startDate: baseDate(today),
    calculateByValueType: "Gross",
  };
}

/**
 * Path A, at creation: the chosen offer as a Price object (gross amount, rate, term and dates of the offer), the
 * very object the offer was simulated from, so the operation's plan is the offer's to the cent. An offer stored
 * before it carried its dates starts today with the first due date recorded beside it.
 */
export function offerAmortization(product: Product, offer: Offer, firstPaymentDate: string, today: string): PriceSacAmortizationInput {
  return priceSacAmortization(
    product,
    { requestedAmount: offer.loanAmountInCents, apr: offer.monthlyInterestRate, numberOfPayments: offer.numberOfPayments },
    offer.firstPaymentDate ?? firstPaymentDate,
    offer.startDate?.slice(0, 10) ?? today,
  );
}

/** FGTS: amount, anticipated years (months), rate and the holder's birthday-withdrawal month. */
export function fgtsAmortization(form: Pick<FgtsForm, "requestedAmount" | "termInMonths" | "apr" | "paymentMonth">, today: string): FgtsAmortizationInput {
  return {
    amortizationType: "fgts",
    requestedAmount: form.requestedAmount,
    termInMonths: form.termInMonths,
    apr: form.apr,
    startDate: baseDate(today),
    paymentMonth: form.paymentMonth,
  };
}

/** Path A's request: the employment link of the margin query, the offers' product and how the value is asked. */
export function offersRequest(query: FreeMargin, product: Product, form: OffersForm): RegistryEmployeeOffersRequestInput {
  const value = form.value ?? undefined;
  return {
    registrationNumber: query.registrationNumber,
    employerRegistrationNumber: query.employerRegistrationNumber,
    employeeCode: query.employeeCode,
    productIds: [product.id],
    rangeNumberOfPayments: [...form.terms].sort((a, b) => a - b),
    rateMode: form.rateMode,
    ...(form.valueMode === "Gross" || form.valueMode === "Liquid" ? { calculateByValue: form.valueMode, requestedValue: value } : {}),
    ...(form.valueMode === "Payment" ? { calculateByValue: "Payment" as const, rangePaymentAmounts: [value as Cents] } : {}),
  };
}

/** The month of the first payroll discount: the first installment's month, as the contract's competence `YYYY-MM-01`. */
export function discountCompetence(firstPaymentDate: string): string {
  return `${firstPaymentDate.slice(0, 7)}-01`;
}

/** The birthday-withdrawal month: the holder's birth month (the FGTS rule); the operator may still change it. */
export function withdrawalMonthOf(birthDate: string): FgtsForm["paymentMonth"] {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
  return months[Number(birthDate.slice(5, 7)) - 1] ?? "January";
}

export interface WarrantyChoices {
  readonly warrantyType: "RegistryEmployee" | "RegistryEmployeeRefinance";
  readonly discountStartPeriod: string;
  readonly proposalNumber?: string;
  readonly reinforcement?: { readonly fgtsBalanceInCents: Cents; readonly fgtsRescissionPenaltyInCents?: Cents; readonly rescissionBenefitPercentage?: number };
}

/**
 * The collateral item, filled from the margin query (employee code, employer, admission date, the free margin)
 * and the amount: `totalValue` and `registry_OriginalMargin` in REAIS, converted here, once; the generic-level
 * copies repeat the registry values as the contract asks.
 */
export function warrantyFromMargin(query: FreeMargin, requestedAmount: Cents, choices: WarrantyChoices): WarrantyItemInput {
  return {
    warrantyType: choices.warrantyType,
    registry_EmployeeCode: query.employeeCode,
    registry_EmployerRegistrationCode: query.employerRegistrationCode,
    registry_EmployerName: query.employerName,
    registry_EmployerRegistrationNumber: query.employerRegistrationNumber,
    registry_DiscountStartPeriod: choices.discountStartPeriod,
    registry_EmployeeAdmissionDate: query.admissionDate,
    totalValue: centsToReais(requestedAmount),
    registry_OriginalMargin: centsToReais(query.freeMarginInCents),
    ...(query.positionCBOCode !== undefined && { registry_EmployeePositionCBOCode: query.positionCBOCode }),
    ...(choices.proposalNumber !== undefined && { registry_ProposalNumber: choices.proposalNumber }),
    ...(choices.reinforcement && {
      registry_HasWarranty: true,
      registry_WarrantyFgtsBalanceInCents: choices.reinforcement.fgtsBalanceInCents,
      ...(choices.reinforcement.fgtsRescissionPenaltyInCents !== undefined && {
        registry_WarrantyFgtsRescissionPenaltyInCents: choices.reinforcement.fgtsRescissionPenaltyInCents,
      }),
      ...(choices.reinforcement.rescissionBenefitPercentage !== undefined && {
        registry_WarrantyRescissionBenefitPercentage: choices.reinforcement.rescissionBenefitPercentage,
      }),
    }),
    admissionDate: query.admissionDate,
    employeeCode: query.employeeCode,
  };
}
