import type { Amortization, AmortizationPlan } from "@/lib/contract";
import type { CreditProduct } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { civilDateTime, civilToday } from "../simulation/clock";
import { computePlan } from "../simulation/compute-plan";
import { toAmortizationPlan } from "../simulation/to-amortization-plan";

/**
 * The payment plan of an operation, computed by the same engine as the simulations (lib/finance). Refusals
 * (model other than the product's, rate or term outside its range...) are 400s naming `amortization.*`.
 * `updateStartDate` repositions the calculation's base date to today (creation or submission day).
 */
export function planForNote(
  noteId: string,
  product: CreditProduct,
  amortization: Amortization,
  options: { updateStartDate?: boolean; now?: Date } = {},
): { amortization: Amortization; plan: AmortizationPlan } {
  const effective = options.updateStartDate ? { ...amortization, startDate: civilDateTime(civilToday(options.now)) } : amortization;
  const computed = computePlan(product, effective);
  if (!computed.ok) {
    throw new AppError("VALIDATION", { message: "calculation refused", fieldErrors: computed.errors });
  }
  return { amortization: effective, plan: toAmortizationPlan(noteId, product.id, computed.plan, computed.input.startDate) };
}
