import { formInput } from "@/lib/portal/forms/form-input";
import { draftPreviewRoute } from "@/lib/portal/origination/draft-preview-route";
import { previewOffers } from "@/lib/portal/origination/draft-simulation";
import { offersFormSchema } from "@/lib/portal/origination/simulation-schemas";

/** Path A's live offers for the value and terms as they are typed, against the live free margin. */
export const GET = draftPreviewRoute(formInput(offersFormSchema), previewOffers);
