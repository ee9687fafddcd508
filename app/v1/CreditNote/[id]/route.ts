import { routes } from "@/lib/contract";
import { deleteCreditNote } from "@/lib/credit/credit-notes/delete-credit-note";
import { getCreditNote } from "@/lib/credit/credit-notes/get-credit-note";
import { updateCreditNote } from "@/lib/credit/credit-notes/update-credit-note";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const GET = creditRoute(routes.getCreditNote, ({ caller, params }) => getCreditNote(caller, params.id));
export const PUT = creditRoute(routes.updateCreditNote, ({ caller, params, body }) => updateCreditNote(caller, params.id, body));
export const DELETE = creditRoute(routes.deleteCreditNote, ({ caller, params }) => deleteCreditNote(caller, params.id));
