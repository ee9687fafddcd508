import type { AmortizationPlan } from "@/lib/contract";
import type { FinancePlan } from "@/lib/finance";

/**
 * A lib/finance plan in the contract's shape (DESIGN §3), with the simulation's id. Only the contract's
 * fields: the installment's `fixedCostInCents` stays internal (every product has no fixed cost per
 * installment today; the contract would need the field before one does). `startDate` is the calculation's base
 * date as computed (the one sent, or the day the API assumed), so a caller sees what the plan started from.
 */
export function toAmortizationPlan(id: string, productId: string, plan: FinancePlan, startDate?: string): AmortizationPlan {
  return {
    id,
    productId,
    amortizationType: plan.amortizationType,
    requestedAmount: plan.requestedAmount,
    liquidAmountInCents: plan.liquidAmountInCents,
    iofAmountInCents: plan.iofAmountInCents,
    issuanceCostInCents: plan.issuanceCostInCents,
    totalPaymentInCents: plan.totalPaymentInCents,
    apr: plan.apr,
    yearlyRate: plan.yearlyRate,
    cet: { monthly: plan.cet.monthly, yearly: plan.cet.yearly },
    ...(startDate !== undefined && { startDate }),
    firstPaymentDate: plan.firstPaymentDate,
    installments: plan.installments.map((installment) => ({
      number: installment.number,
      dueDate: installment.dueDate,
      paymentInCents: installment.paymentInCents,
      principalInCents: installment.principalInCents,
      interestInCents: installment.interestInCents,
      balanceInCents: installment.balanceInCents,
      fixedCostInCents: installment.fixedCostInCents,
    })),
  };
}
