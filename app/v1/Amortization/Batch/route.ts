import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { simulateAmortizationBatch } from "@/lib/credit/simulation/simulate-amortization-batch";

export const POST = creditRoute(routes.simulateAmortizationBatch, ({ caller, body }) =>
  simulateAmortizationBatch({ caller, items: body.items }),
);
