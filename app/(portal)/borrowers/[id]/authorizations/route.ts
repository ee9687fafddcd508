import { portalJsonRoute } from "@/lib/portal/actions/portal-json-route";
import { borrowerAuthorizations } from "@/lib/portal/borrowers/borrower-authorizations";

/** A borrower's margin authorizations, for the page's polling while one is Pending (no CPF in the answer). */
export const GET = portalJsonRoute<{ id: string }>("originate", (operator, { id }) => borrowerAuthorizations(operator, id));
