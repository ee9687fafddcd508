import { routes } from "@/lib/contract";
import { loadOwnedCreditNote } from "@/lib/credit/credit-notes/load-credit-note";
import { cetWorksheetOfNote, pdfResponse } from "@/lib/credit/documents/credit-note-documents";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const GET = creditRoute(routes.getCreditNoteCetWorksheet, async ({ caller, params }) => pdfResponse(await cetWorksheetOfNote(await loadOwnedCreditNote(caller, params.id))));
