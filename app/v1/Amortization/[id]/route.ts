import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { getAmortization } from "@/lib/credit/simulation/get-amortization";

export const GET = creditRoute(routes.getAmortization, ({ caller, params }) => getAmortization({ caller, id: params.id }));
