import { routes } from "@/lib/contract";
import { restoreCreditNote } from "@/lib/credit/credit-notes/restore-credit-note";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.restoreCreditNote, ({ caller, params }) => restoreCreditNote(caller, params.id));
