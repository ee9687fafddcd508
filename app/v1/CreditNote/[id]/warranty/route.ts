import { routes } from "@/lib/contract";
import { replaceCreditNoteWarranty } from "@/lib/credit/credit-notes/replace-credit-note-warranty";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const PUT = creditRoute(routes.updateCreditNoteWarranty, ({ caller, params, body }) => replaceCreditNoteWarranty(caller, params.id, body));
