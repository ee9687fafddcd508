import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { createMarginAuthorization } from "@/lib/credit/margin-authorizations/create-margin-authorization";
import { listMarginAuthorizations } from "@/lib/credit/margin-authorizations/list-margin-authorizations";

export const POST = creditRoute(routes.createMarginAuthorization, async ({ caller, body }) => createMarginAuthorization({ caller, body }));
export const GET = creditRoute(routes.listMarginAuthorizations, async ({ caller, query }) => listMarginAuthorizations({ caller, query }));
