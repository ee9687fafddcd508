import type { AmortizationPlan } from "@/lib/contract";
import type { FinancePlan } from "@/lib/finance";

/**
 * A lib/finance plan in the contract's shape (DESIGN §3), with the simulation's id. Only the contract's
 * fields: the installment's `fixedCostInCents` stays internal (every product has no fixed cost per
 * installment today; the contract would need the field before one does).
 */
export function toAmortizationPlan(id: string, productId: string, plan: FinancePlan): AmortizationPlan {
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
