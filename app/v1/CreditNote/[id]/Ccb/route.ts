import { routes } from "@/lib/contract";
import { loadOwnedCreditNote } from "@/lib/credit/credit-notes/load-credit-note";
import { ccbOfNote, pdfResponse } from "@/lib/credit/documents/credit-note-documents";
import { verifyUrl } from "@/lib/credit/documents/verify-url";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const GET = creditRoute(routes.getCreditNoteCcb, async ({ caller, params, request }) =>
  pdfResponse(await ccbOfNote(await loadOwnedCreditNote(caller, params.id), verifyUrl(request))),
);
