import { portalJsonRoute } from "@/lib/portal/actions/portal-json-route";
import { draftAuthorizations } from "@/lib/portal/origination/draft-authorizations";

/** The draft borrower's margin authorizations, for the step's polling while one is Pending (no CPF in the answer). */
export const GET = portalJsonRoute<{ draftId: string }>("originate", (operator, { draftId }) => draftAuthorizations(operator, draftId));
