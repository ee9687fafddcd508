import { portalJsonRoute } from "@/lib/portal/actions/portal-json-route";
import { draftProgress } from "@/lib/portal/origination/draft-progress";

/** The draft's operation as the credit API has it now (status, guidance, signature links), for the signature step. */
export const GET = portalJsonRoute<{ draftId: string }>("originate", (operator, { draftId }) => draftProgress(operator, draftId));
