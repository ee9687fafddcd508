import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { simulateAmortization } from "@/lib/credit/simulation/simulate-amortization";

export const POST = creditRoute(routes.simulateAmortization, ({ caller, body }) => simulateAmortization({ caller, body }));
