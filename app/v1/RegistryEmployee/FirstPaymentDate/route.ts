import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { getFirstPaymentDate } from "@/lib/credit/simulation/get-first-payment-date";

export const POST = creditRoute(routes.getFirstPaymentDate, ({ query }) => getFirstPaymentDate(query));
