/**
 * `simulatePlan(input, product)`: the amortization plan of DESIGN.md section 3, for every simulation,
 * offer, creation and endorsement of the credit API. Pure: no clock, no I/O.
 *
 * Steps (each rule lives in its own module, named in brackets):
 *   1. validate the calculation object against the product            [validate-against-product.ts]
 *   2. due dates: Price/SAC monthly from `firstPaymentDate` (same day of the month, clamped), moved to the
 *      next business day when `dueDateOnBusinessDays`                  [dates.ts, business-days.ts]
 *      FGTS yearly in the birthday-withdrawal month                     [fgts.ts]
 *   3. exponents t_k of the day-count criterion (FGTS: calendar days/30) [day-count.ts]
 *   4. principal F from `calculateByValueType`, exactly to the cent:
 *        Gross   F = requestedAmount
 *        Liquid  smallest F whose released amount reaches requestedAmount (= it, to the cent): analytic
 *                gross-up then integer search on the rounded plan        [gross-up.ts]
 *        Payment largest F whose every installment (fixed costs included when embedded) fits in
 *                requestedAmount: analytic estimate then integer search
 *      FGTS is always Gross (the FGTS object has no calculateByValueType).
 *   5. schedule                                                        [price.ts, sac.ts]
 *   6. IOF on the schedule                                              [iof.ts]
 *   7. issuance cost = fixed + percent of F, rounded half up; fixed cost per installment added to each
 *      payment when `includePaymentFixedCosts`                          [product.ts]
 *   8. CET by Res. CMN 4.881/2020 on the released amount and the payments [cet.ts]
 *   9. checks that need the plan: contract principal inside the product's amount range; something left
 *      to release; FGTS: each annual installment inside the Curator Council's per-year limits
 *      (Res. CCFGTS 1.130/2025)                                         [fgts.ts]
 *
 * Amount identities of the plan (all integers of cents):
 *   requestedAmount     = contract principal F = sum of installment principals
 *   liquidAmountInCents = F - issuanceCost - (IOF when financed): what is released to the borrower
 *   paymentInCents      = principal + interest + fixedCost of the installment
 *   totalPaymentInCents = sum of paymentInCents
 * IOF financed (`financeTaxExempted` false or absent; always for FGTS): the IOF is part of F and is
 * deducted from the release. Not financed (`financeTaxExempted` true): the IOF is computed on the same
 * base but is not part of F nor deducted from the release: the borrower pays it at release; the CET
 * counts it as paid at time 0 (released amount for the CET = liquid - IOF).
 * The issuance cost is always financed (deducted from the release).
 *
 * Rates of the plan: `apr` is the input monthly rate; `yearlyRate` = (1 + apr)^12 - 1; CET yearly and
 * monthly; all percentages with 2 decimals, half up (rounding.ts). Dates: `firstPaymentDate` is the due
 * date of installment 1 (after any business-day shift), dates as `YYYY-MM-DDT00:00:00Z`.
 */
import {
  DEFAULT_CALCULATE_BY_VALUE_TYPE,
  isFgtsInput,
  type CalculationInput,
  type FgtsCalculationInput,
  type PayrollCalculationInput,
} from "./calculation-input";
import { asCents, type Cents } from "./cents";
import { cetYearlyByCalendarDays, monthlyFromYearly, yearlyFromMonthly } from "./cet";
import { utcMidnightOfDay, monthlySeries, parseDate, type DayNumber } from "./dates";
import { shiftToBusinessDays } from "./business-days";
import { periodExponents } from "./day-count";
import { fieldError, reaisForMessage, type FinanceFieldError } from "./errors";
import { CCFGTS_LIMITS, DEFAULT_FGTS_DUE_DAY_OF_MONTH, FGTS_CALCULATION_TYPE, fgtsDueDays } from "./fgts";
import { grossUpEstimate, smallestIntegerReaching } from "./gross-up";
import { iofDayFactors, iofInCents, iofPerRealOfPrincipal, type IofRates } from "./iof";
import { fillPriceSchedule, priceFactor, priceUnitAmortization, priceUnitMaxPayment } from "./price";
import type { FinanceProduct, ProductModel } from "./product";
import { roundHalfUp, toPercent2 } from "./rounding";
import { fillSacSchedule, sacUnitAmortization, sacUnitMaxPayment } from "./sac";
import { scheduleBuffers, scheduleShape, type AmortizationModel, type ScheduleBuffers, type ScheduleShape } from "./schedule";
import { validateAgainstProduct } from "./validate-against-product";

export interface PlanInstallment {
  readonly number: number;
  readonly dueDate: string;
  readonly paymentInCents: Cents;
  readonly principalInCents: Cents;
  readonly interestInCents: Cents;
  readonly balanceInCents: Cents;
  /** Fixed cost embedded in this installment (0 unless `includePaymentFixedCosts`). */
  readonly fixedCostInCents: Cents;
}

export interface FinancePlan {
  readonly amortizationType: ProductModel;
  /** Contract principal (gross), cents. */
  readonly requestedAmount: Cents;
  readonly liquidAmountInCents: Cents;
  readonly iofAmountInCents: Cents;
  readonly issuanceCostInCents: Cents;
  readonly totalPaymentInCents: Cents;
  /** Monthly interest rate, %. */
  readonly apr: number;
  /** Yearly interest rate, %: (1 + apr)^12 - 1. */
  readonly yearlyRate: number;
  /** CET, % (Res. CMN 4.881/2020). */
  readonly cet: { readonly monthly: number; readonly yearly: number };
  readonly firstPaymentDate: string;
  readonly installments: readonly PlanInstallment[];
}

export type SimulationResult =
  | {
      readonly ok: true;
      readonly plan: FinancePlan;
      /** Unrounded yearly CET (fraction), for reconciliation. */
      readonly cetYearlyUnrounded: number;
      /** Whether the IOF is part of the principal (false when `financeTaxExempted`). */
      readonly iofFinanced: boolean;
    }
  | { readonly ok: false; readonly errors: readonly FinanceFieldError[] };

/** Largest principal the solvers will consider: R$ 100 billion. */
const MAX_PRINCIPAL_IN_CENTS = 10_000_000_000_000;

/**
 * Scratch arrays of one simulation, reused by every simulation with the same number of installments
 * (simulatePlan is synchronous and never re-entered, and nothing returned refers to them): a plan then
 * allocates only its output objects.
 */
interface Workspace {
  readonly dueDays: Int32Array;
  readonly exponents: Float64Array;
  readonly periodRate: Float64Array;
  readonly buffers: ScheduleBuffers;
  readonly dayFactors: Float64Array;
  readonly amounts: Float64Array;
  readonly years: Float64Array;
  readonly unit: Float64Array;
}

const workspaces = new Map<number, Workspace>();

function workspaceFor(n: number): Workspace {
  let w = workspaces.get(n);
  if (w === undefined) {
    w = {
      dueDays: new Int32Array(n),
      exponents: new Float64Array(n),
      periodRate: new Float64Array(n),
      buffers: scheduleBuffers(n),
      dayFactors: new Float64Array(n),
      amounts: new Float64Array(n),
      years: new Float64Array(n),
      unit: new Float64Array(n),
    };
    workspaces.set(n, w);
  }
  return w;
}

interface Engine {
  readonly workspace: Workspace;
  readonly model: AmortizationModel;
  readonly shape: ScheduleShape;
  readonly priceFactor: number;
  readonly buffers: ScheduleBuffers;
  readonly startDay: DayNumber;
  readonly dueDays: Int32Array;
  readonly dayFactors: Float64Array;
  readonly rates: IofRates;
  readonly iofFinanced: boolean;
  readonly issuanceFixed: number;
  readonly issuancePercent: number;
  readonly fixedPerInstallment: number;
}

function fill(e: Engine, principal: number): void {
  if (e.model === "price") fillPriceSchedule(e.shape, principal, e.buffers, e.priceFactor);
  else fillSacSchedule(e.shape, principal, e.buffers);
}

const issuanceOf = (e: Engine, principal: number) => e.issuanceFixed + roundHalfUp((principal * e.issuancePercent) / 100);

/** Released amount of a principal (fills the buffers). */
function liquidOf(e: Engine, principal: number): number {
  fill(e, principal);
  const iof = e.iofFinanced ? iofInCents(e.buffers.principal, e.dayFactors, principal, e.rates) : 0;
  return principal - iof - issuanceOf(e, principal);
}

/** Largest installment of a principal, fixed cost included (fills the buffers). */
function maxPaymentOf(e: Engine, principal: number): number {
  fill(e, principal);
  return maxOf(e.buffers.payment, e.shape.n) + e.fixedPerInstallment;
}

/**
 * Price's regular installment, fixed cost included, without building the schedule: the installment
 * round(F * factor), or an interest-only installment round(F * r_k) when larger. Monotone in F. (The
 * non-last installments of a Price plan are exactly these, or less once a tiny balance is paid off.)
 */
function priceRegularPaymentOf(e: Engine, principal: number): number {
  let max = roundHalfUp(principal * e.priceFactor);
  const { interestOnly, periodRate } = e.shape;
  for (let k = 0; k < interestOnly; k++) {
    const interest = roundHalfUp(principal * (periodRate[k] ?? 0));
    if (interest > max) max = interest;
  }
  return max + e.fixedPerInstallment;
}

function maxOf(values: Float64Array, count: number): number {
  let max = 0;
  for (let k = 0; k < count; k++) {
    const v = values[k] ?? 0;
    if (v > max) max = v;
  }
  return max;
}

function unitAmortization(e: Engine): Float64Array {
  const out = e.workspace.unit;
  return e.model === "price" ? priceUnitAmortization(e.shape, out, e.priceFactor) : sacUnitAmortization(e.shape, out);
}

/**
 * Liquid: the smallest principal whose plan releases exactly `requested`. Analytic gross-up, integer
 * search on the rounded plan, then a look at the 3 cents below: rounding can make two or three
 * neighbouring principals release the same amount, and the smallest is taken.
 */
function solveLiquid(e: Engine, requested: number): number | null {
  const k = iofPerRealOfPrincipal(unitAmortization(e), e.dayFactors, e.rates);
  const estimate = grossUpEstimate(requested, k, e.issuanceFixed, e.issuancePercent, e.iofFinanced);
  if (!(Number.isFinite(estimate) && estimate > 0)) return null;
  const found = smallestIntegerReaching((f) => liquidOf(e, f), requested, estimate, 1, MAX_PRINCIPAL_IN_CENTS);
  if (found === null) return null;
  for (let below = 3; below >= 1; below--) {
    if (found - below >= 1 && liquidOf(e, found - below) === requested) return found - below;
  }
  return found;
}

/**
 * Payment: the largest principal whose every installment (fixed cost included) fits in `requested`.
 * The rounding residue makes "every installment fits" slightly non-monotone in the principal, so:
 *   Price: the regular installment is monotone; take the largest principal whose regular installments
 *          fit (integer search), then step down, cent by cent, until the last installment fits too;
 *   SAC:   integer search on the largest installment, then probe the principals just above (within the
 *          bound of the rounding noise, (1 + n r_max / 2) cents over the slope) for a larger one that fits.
 */
function solvePayment(e: Engine, requested: number): number {
  const unit = e.model === "price" ? priceUnitMaxPayment(e.shape, e.priceFactor) : sacUnitMaxPayment(e.shape);
  const estimate = unit > 0 ? (requested - e.fixedPerInstallment) / unit : 0;
  if (e.model === "price" && e.shape.n > 1) {
    const regularAbove = smallestIntegerReaching((f) => priceRegularPaymentOf(e, f), requested + 1, estimate, 1, MAX_PRINCIPAL_IN_CENTS);
    let principal = regularAbove === null ? MAX_PRINCIPAL_IN_CENTS : regularAbove - 1;
    // Each cent less lowers the last installment by about (1 + i)^n cents: a few steps at most.
    for (let steps = 0; principal >= 1 && steps < 100_000; steps++) {
      if (maxPaymentOf(e, principal) <= requested) return principal;
      principal--;
    }
    if (principal < 1) return principal;
  }
  const above = smallestIntegerReaching((f) => maxPaymentOf(e, f), requested + 1, estimate, 1, MAX_PRINCIPAL_IN_CENTS);
  let principal = above === null ? MAX_PRINCIPAL_IN_CENTS : above - 1;
  if (principal < 1 || e.model === "price") return principal;
  let maxRate = 0;
  for (let k = 0; k < e.shape.n; k++) maxRate = Math.max(maxRate, e.shape.periodRate[k] ?? 0);
  const window = Math.min(5_000, Math.ceil((1 + 0.5 * e.shape.n * maxRate) / unit) + 1);
  let limit = principal + window;
  for (let f = principal + 2; f <= limit && f <= MAX_PRINCIPAL_IN_CENTS; f++) {
    if (maxPaymentOf(e, f) <= requested) {
      principal = f;
      limit = f + window;
    }
  }
  return principal;
}

function solvePrincipal(
  e: Engine,
  mode: "Gross" | "Liquid" | "Payment",
  requested: number,
): { principal: number } | { error: FinanceFieldError } {
  if (mode === "Gross") return { principal: requested };
  if (mode === "Liquid") {
    const principal = solveLiquid(e, requested);
    if (principal === null) {
      return { error: fieldError("requestedAmount", "not_computable", "no contract amount releases this value (Liquid)") };
    }
    return { principal };
  }
  const principal = solvePayment(e, requested);
  if (principal < 1) {
    return {
      error: fieldError(
        "requestedAmount",
        "not_computable",
        `the installment ${reaisForMessage(requested)} is too small for any contract amount (Payment)`,
      ),
    };
  }
  return { principal };
}

function buildPlan(
  e: Engine,
  model: ProductModel,
  principal: number,
  apr: number,
  product: FinanceProduct,
): SimulationResult {
  fill(e, principal);
  const { n } = e.shape;
  const iof = iofInCents(e.buffers.principal, e.dayFactors, principal, e.rates);
  const issuance = issuanceOf(e, principal);
  const liquid = principal - issuance - (e.iofFinanced ? iof : 0);
  const releasedForCet = e.iofFinanced ? liquid : liquid - iof;

  const errors: FinanceFieldError[] = [];
  if (product.minAmountInCents !== undefined && principal < product.minAmountInCents) {
    errors.push(
      fieldError(
        "requestedAmount",
        "out_of_range",
        `the contract amount ${reaisForMessage(principal)} is below the product minimum ${reaisForMessage(product.minAmountInCents)}`,
      ),
    );
  }
  if (product.maxAmountInCents !== undefined && principal > product.maxAmountInCents) {
    errors.push(
      fieldError(
        "requestedAmount",
        "out_of_range",
        `the contract amount ${reaisForMessage(principal)} is above the product maximum ${reaisForMessage(product.maxAmountInCents)}`,
      ),
    );
  }
  if (releasedForCet <= 0) {
    errors.push(
      fieldError("requestedAmount", "not_computable", "IOF and issuance cost consume the whole amount: nothing would be released"),
    );
  }
  if (errors.length > 0) return { ok: false, errors };

  const fixed = e.fixedPerInstallment;
  const amounts = e.workspace.amounts;
  let total = 0;
  for (let k = 0; k < n; k++) {
    const p = (e.buffers.payment[k] ?? 0) + fixed;
    amounts[k] = p;
    total += p;
  }
  const cetYearly = cetYearlyByCalendarDays(releasedForCet, e.startDay, e.dueDays, amounts, e.workspace.years);

  // Every value below is an integer number of cents by construction (rounded by the engines), so the
  // hot loop brands them with a type assertion instead of asCents' check.
  const installments: PlanInstallment[] = new Array<PlanInstallment>(n);
  const { principal: principals, interest, balance } = e.buffers;
  for (let k = 0; k < n; k++) {
    installments[k] = {
      number: k + 1,
      dueDate: utcMidnightOfDay(e.dueDays[k] ?? e.startDay),
      paymentInCents: (amounts[k] ?? 0) as Cents,
      principalInCents: (principals[k] ?? 0) as Cents,
      interestInCents: (interest[k] ?? 0) as Cents,
      balanceInCents: (balance[k] ?? 0) as Cents,
      fixedCostInCents: fixed as Cents,
    };
  }
  const plan: FinancePlan = {
    amortizationType: model,
    requestedAmount: asCents(principal),
    liquidAmountInCents: asCents(liquid),
    iofAmountInCents: asCents(iof),
    issuanceCostInCents: asCents(issuance),
    totalPaymentInCents: asCents(total),
    apr,
    yearlyRate: toPercent2(yearlyFromMonthly(apr / 100)),
    cet: { monthly: toPercent2(monthlyFromYearly(cetYearly)), yearly: toPercent2(cetYearly) },
    firstPaymentDate: utcMidnightOfDay(e.dueDays[0] ?? e.startDay),
    installments,
  };
  return { ok: true, plan, cetYearlyUnrounded: cetYearly, iofFinanced: e.iofFinanced };
}

function engineFor(
  workspace: Workspace,
  model: AmortizationModel,
  shape: ScheduleShape,
  startDay: DayNumber,
  product: FinanceProduct,
  iofFinanced: boolean,
  includeFixedCosts: boolean,
): Engine {
  const dueDays = workspace.dueDays;
  return {
    workspace,
    model,
    shape,
    priceFactor: model === "price" ? priceFactor(shape) : 0,
    buffers: workspace.buffers,
    startDay,
    dueDays,
    dayFactors: iofDayFactors(startDay, dueDays, product.iofRates, workspace.dayFactors),
    rates: product.iofRates,
    iofFinanced,
    issuanceFixed: product.issuanceCost.fixedInCents,
    issuancePercent: product.issuanceCost.percentOfPrincipal,
    fixedPerInstallment: includeFixedCosts ? product.fixedCostPerInstallmentInCents : 0,
  };
}

function simulatePayroll(input: PayrollCalculationInput, product: FinanceProduct): SimulationResult {
  const model: AmortizationModel = input.amortizationType.toLowerCase() === "sac" ? "sac" : "price";
  const startDay = parseDate(input.startDate) ?? 0;
  const firstDay = parseDate(input.firstPaymentDate) ?? 0;
  const w = workspaceFor(input.numberOfPayments);
  const dueDays = monthlySeries(firstDay, 1, w.dueDays);
  if (input.dueDateOnBusinessDays === true) shiftToBusinessDays(dueDays);
  const exponents = periodExponents(input.calculationType, startDay, dueDays, firstDay, w.exponents);
  const shape = scheduleShape(input.apr / 100, exponents, input.numberOfInterestPayments ?? 0, w.periodRate);
  const engine = engineFor(w, model, shape, startDay, product, input.financeTaxExempted !== true, input.includePaymentFixedCosts === true);
  const solved = solvePrincipal(engine, input.calculateByValueType ?? DEFAULT_CALCULATE_BY_VALUE_TYPE, input.requestedAmount);
  if ("error" in solved) return { ok: false, errors: [solved.error] };
  return buildPlan(engine, model, solved.principal, input.apr, product);
}

function simulateFgts(input: FgtsCalculationInput, product: FinanceProduct): SimulationResult {
  const startDay = parseDate(input.startDate) ?? 0;
  const w = workspaceFor(input.termInMonths / 12);
  const dueDays = fgtsDueDays(startDay, input.paymentMonth, w.dueDays.length, product.fgtsDueDayOfMonth ?? DEFAULT_FGTS_DUE_DAY_OF_MONTH, w.dueDays);
  const exponents = periodExponents(FGTS_CALCULATION_TYPE, startDay, dueDays, dueDays[0] ?? startDay, w.exponents);
  const shape = scheduleShape(input.apr / 100, exponents, 0, w.periodRate);
  const engine = engineFor(w, "price", shape, startDay, product, true, input.includePaymentFixedCosts === true);
  const result = buildPlan(engine, "fgts", input.requestedAmount, input.apr, product);
  if (!result.ok) return result;
  // Res. CCFGTS 1.130/2025: each pledged year's amount between the minimum and the maximum.
  const limits = product.fgtsLimits ?? CCFGTS_LIMITS;
  for (const installment of result.plan.installments) {
    const p = installment.paymentInCents;
    if (p < limits.minWithdrawalPerYearInCents || p > limits.maxWithdrawalPerYearInCents) {
      return {
        ok: false,
        errors: [
          fieldError(
            "requestedAmount",
            "out_of_range",
            `each annual installment must be from ${reaisForMessage(limits.minWithdrawalPerYearInCents)} to ${reaisForMessage(limits.maxWithdrawalPerYearInCents)} (Res. CCFGTS 1.130/2025); installment ${installment.number} would be ${reaisForMessage(p)}`,
          ),
        ],
      };
    }
  }
  return result;
}

/** The amortization plan of a calculation object for a product, or the list of its field errors. */
export function simulatePlan(input: CalculationInput, product: FinanceProduct): SimulationResult {
  const errors = validateAgainstProduct(input, product);
  if (errors.length > 0) return { ok: false, errors };
  return isFgtsInput(input) ? simulateFgts(input, product) : simulatePayroll(input, product);
}
