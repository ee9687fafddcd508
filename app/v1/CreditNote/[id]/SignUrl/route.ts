import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { getSignUrls } from "@/lib/credit/signatures/get-sign-urls";

export const GET = creditRoute(routes.getCreditNoteSignUrl, ({ caller, params, request }) => getSignUrls(caller, params.id, new URL(request.url).origin));
