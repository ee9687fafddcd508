import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { listFreeMarginQueries } from "@/lib/credit/margin-queries/list-free-margin-queries";
import { queryFreeMargin } from "@/lib/credit/margin-queries/query-free-margin";

export const POST = creditRoute(routes.queryFreeMargin, async ({ caller, query }) => queryFreeMargin({ caller, query }));
export const GET = creditRoute(routes.listFreeMarginQueries, async ({ caller, query }) => listFreeMarginQueries({ caller, query }));
