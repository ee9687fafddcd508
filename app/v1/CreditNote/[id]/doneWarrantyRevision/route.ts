import { routes } from "@/lib/contract";
import { doneWarrantyRevision } from "@/lib/credit/credit-notes/done-warranty-revision";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.doneCreditNoteWarrantyRevision, ({ caller, params }) => doneWarrantyRevision(caller, params.id));
