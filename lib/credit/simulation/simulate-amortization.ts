import { randomUUID } from "node:crypto";
import type { AmortizationPlan, SimulationRequest } from "@/lib/contract";
import type { CalculationInput } from "@/lib/finance";
import type { Caller } from "../auth/authenticate-caller";
import { findProduct } from "../products/find-product";
import { civilToday } from "./clock";
import { computePlan } from "./compute-plan";
import { insertSimulations, type SimulationRow } from "./insert-simulations";
import { planRefused } from "./plan-refused";
import { toAmortizationPlan } from "./to-amortization-plan";

export interface SimulateAmortizationOptions {
  caller: Caller;
  body: SimulationRequest;
  now?: Date;
}

/**
 * `POST /v1/Amortization`: the plan of one simulation body, stored for the caller's correspondent so that
 * `GET /v1/Amortization/{id}` answers it again without recomputing.
 */
export async function simulateAmortization({ caller, body, now = new Date() }: SimulateAmortizationOptions): Promise<AmortizationPlan> {
  const product = await findProduct(body.productId);
  const result = computePlan(product, body.amortization, { today: civilToday(now) });
  if (!result.ok) throw planRefused(result.errors);

  const id = randomUUID();
  const plan = toAmortizationPlan(id, product.id, result.plan, result.input.startDate);
  await insertSimulations([simulationRow(id, caller, body, result.input, plan)]);
  return plan;
}

/** The stored row: the request as simulated (with the start date actually used) and the answered plan. */
export function simulationRow(
  id: string,
  caller: Caller,
  body: SimulationRequest,
  input: CalculationInput,
  plan: AmortizationPlan,
): SimulationRow {
  const request = { ...body, amortization: { ...body.amortization, startDate: input.startDate } };
  return { id, correspondentId: caller.correspondentId, productId: body.productId, request, plan };
}
