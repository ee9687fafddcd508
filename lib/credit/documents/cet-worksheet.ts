import type { AmortizationPlan } from "@/lib/contract";
import { cetYearlyByCalendarDays } from "@/lib/finance/cet";
import { logger } from "@/lib/log/logger";
import { twoDecimals, type InstrumentParty } from "../signatures/instrument";

/**
 * The "planilha de cálculo do CET" (Res. CMN 4.881/2020, art. 3 and 4), handed to the borrower before contracting:
 * what is released, every flow with its date, the rates and the CET with how it was computed. Built from the plan
 * as the API computed it (figures are the API's, never recomputed here) plus the flows' days from the base date.
 *
 * The flows are the ones lib/finance solves: on the base date (the calculation's `startDate`) the borrower
 * receives the released amount, less the IOF when the IOF is not financed (then paid up front); on each due date
 * the borrower pays the installment, fixed costs included. The CET is the yearly rate with
 * FC0 = Σ FCj / (1 + CET)^((dj − d0)/365); each flow's present value at that rate is listed so the sum can be checked.
 */
export interface CetWorksheetFacts {
  /** `creditNoteNo`; null for a simulation not yet an operation. */
  readonly creditNoteNo: string | null;
  readonly creditor: InstrumentParty;
  readonly correspondent: InstrumentParty;
  /** Name and CPF masked as on the signature page (`***.456.789-**`); null when the simulation has no borrower yet. */
  readonly borrower: { readonly name: string; readonly cpf: string } | null;
  readonly productName: string;
  readonly model: "price" | "sac" | "fgts";
  /** Civil date `YYYY-MM-DD` of the calculation's base date (d0). */
  readonly startDate: string;
  readonly plan: AmortizationPlan;
}

export interface CetWorksheetFlow {
  /** 0 for the release, else the installment's number. */
  readonly number: number;
  readonly date: string;
  readonly days: number;
  /** Positive: what the borrower receives (number 0) or pays. */
  readonly amountInCents: number;
  /** Present value at the CET, in cents with fractions (shown with two decimals). */
  readonly presentValueInCents: number;
}

export interface CetWorksheet {
  readonly facts: CetWorksheetFacts;
  readonly iofFinanced: boolean;
  readonly amounts: {
    readonly contractedInCents: number;
    readonly iofInCents: number;
    readonly issuanceCostInCents: number;
    readonly releasedInCents: number;
    /** FC0: the released amount less an IOF paid up front. */
    readonly netReleaseInCents: number;
    readonly totalPaymentInCents: number;
    readonly interestInCents: number;
    readonly fixedCostsInCents: number;
  };
  /** As the API answers them, two decimals: `"1.80"`. */
  readonly rates: { readonly interestMonthly: string; readonly interestYearly: string; readonly cetMonthly: string; readonly cetYearly: string };
  readonly flows: readonly CetWorksheetFlow[];
  /** The CET (fraction a year) found by solving the listed flows, unrounded. */
  readonly cetYearlyUnrounded: number;
}

const DAY_MS = 86_400_000;

export function buildCetWorksheet(facts: CetWorksheetFacts): CetWorksheet {
  const { plan } = facts;
  const iofFinanced = plan.requestedAmount - plan.issuanceCostInCents - plan.iofAmountInCents === plan.liquidAmountInCents;
  const netRelease = iofFinanced ? plan.liquidAmountInCents : plan.liquidAmountInCents - plan.iofAmountInCents;
  const start = dayNumber(facts.startDate);
  const dueDays = plan.installments.map((installment) => dayNumber(installment.dueDate));
  const payments = plan.installments.map((installment) => installment.paymentInCents);
  const cetYearly = cetYearlyByCalendarDays(netRelease, start, dueDays, payments);
  if (twoDecimals(cetYearly * 100) !== twoDecimals(plan.cet.yearly)) {
    // The listed flows must give the plan's CET; a different base date than the plan's would not.
    logger.warn("planilha do CET: fluxos não reproduzem o CET do plano", { creditNoteNo: facts.creditNoteNo, startDate: facts.startDate });
  }
  const flows: CetWorksheetFlow[] = [
    { number: 0, date: facts.startDate, days: 0, amountInCents: netRelease, presentValueInCents: netRelease },
    ...plan.installments.map((installment, index) => {
      const days = (dueDays[index] ?? start) - start;
      return {
        number: installment.number,
        date: installment.dueDate.slice(0, 10),
        days,
        amountInCents: installment.paymentInCents,
        presentValueInCents: installment.paymentInCents / Math.pow(1 + cetYearly, days / 365),
      };
    }),
  ];
  return {
    facts,
    iofFinanced,
    amounts: {
      contractedInCents: plan.requestedAmount,
      iofInCents: plan.iofAmountInCents,
      issuanceCostInCents: plan.issuanceCostInCents,
      releasedInCents: plan.liquidAmountInCents,
      netReleaseInCents: netRelease,
      totalPaymentInCents: plan.totalPaymentInCents,
      interestInCents: plan.installments.reduce((sum, installment) => sum + installment.interestInCents, 0),
      fixedCostsInCents: plan.installments.reduce((sum, installment) => sum + installment.fixedCostInCents, 0),
    },
    rates: {
      interestMonthly: twoDecimals(plan.apr),
      interestYearly: twoDecimals(plan.yearlyRate),
      cetMonthly: twoDecimals(plan.cet.monthly),
      cetYearly: twoDecimals(plan.cet.yearly),
    },
    flows,
    cetYearlyUnrounded: cetYearly,
  };
}

/** Days since 1970-01-01 of a civil date (or of a UTC date-time's date part). */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}
