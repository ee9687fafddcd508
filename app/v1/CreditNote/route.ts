import { routes } from "@/lib/contract";
import { createCreditNote } from "@/lib/credit/credit-notes/create-credit-note";
import { listCreditNotes } from "@/lib/credit/credit-notes/list-credit-notes";
import { creditRoute } from "@/lib/credit/http/credit-route";

export const POST = creditRoute(routes.createCreditNote, ({ caller, body, query }) => createCreditNote({ caller, body, query }));
export const GET = creditRoute(routes.listCreditNotes, ({ caller, query }) => listCreditNotes(caller, query));
