import { formInput } from "@/lib/portal/forms/form-input";
import { draftPreviewRoute } from "@/lib/portal/origination/draft-preview-route";
import { previewPayrollPlan } from "@/lib/portal/origination/draft-simulation";
import { amortizationFormSchema } from "@/lib/portal/origination/simulation-schemas";

/** Path B's live plan (IOF, costs, CET) for the amount, rate and installments as they are typed. */
export const GET = draftPreviewRoute(formInput(amortizationFormSchema), previewPayrollPlan);
