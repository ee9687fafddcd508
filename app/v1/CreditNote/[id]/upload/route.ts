import { routes } from "@/lib/contract";
import { attachCreditNoteUploads } from "@/lib/credit/credit-notes/attach-credit-note-uploads";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const PUT = creditRoute(routes.updateCreditNoteUploads, ({ caller, params, body }) => attachCreditNoteUploads(caller, params.id, body));
