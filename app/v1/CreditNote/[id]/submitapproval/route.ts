import { routes } from "@/lib/contract";
import { submitCreditNote } from "@/lib/credit/credit-notes/submit-credit-note";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.submitCreditNoteForApproval, ({ caller, params, query }) => submitCreditNote(caller, params.id, query));
