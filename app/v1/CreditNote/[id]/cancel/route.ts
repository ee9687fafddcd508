import { routes } from "@/lib/contract";
import { cancelCreditNote } from "@/lib/credit/credit-notes/cancel-credit-note";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.cancelCreditNote, ({ caller, params, body }) => cancelCreditNote(caller, params.id, body));
