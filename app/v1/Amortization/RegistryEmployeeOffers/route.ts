import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { simulateOffers } from "@/lib/credit/offers/simulate-offers";

export const POST = creditRoute(routes.simulateOffers, ({ caller, body }) => simulateOffers({ caller, body }));
