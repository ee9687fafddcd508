import { formInput } from "@/lib/portal/forms/form-input";
import { draftPreviewRoute } from "@/lib/portal/origination/draft-preview-route";
import { previewFgtsPlan } from "@/lib/portal/origination/draft-simulation";
import { fgtsFormSchema } from "@/lib/portal/origination/simulation-schemas";

/** The FGTS live plan: the annual installments on the withdrawal month, IOF and CET. */
export const GET = draftPreviewRoute(formInput(fgtsFormSchema), previewFgtsPlan);
