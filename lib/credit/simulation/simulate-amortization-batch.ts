import { randomUUID } from "node:crypto";
import { simulationRequestSchema, toFieldErrors, type Problem, type SimulationBatchResponse } from "@/lib/contract";
import { AppError, appErrorResponse } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";
import { findProducts } from "../products/find-products";
import { productNotFound } from "../products/find-product";
import { civilToday } from "./clock";
import { computePlan } from "./compute-plan";
import { insertSimulations, type SimulationRow } from "./insert-simulations";
import { planRefused } from "./plan-refused";
import { simulationRow } from "./simulate-amortization";
import { toAmortizationPlan } from "./to-amortization-plan";

export interface SimulateAmortizationBatchOptions {
  caller: Caller;
  /** The items as sent: only the envelope (1 to 100 items) was validated. */
  items: readonly unknown[];
  now?: Date;
}

type BatchResult = SimulationBatchResponse["results"][number];

/**
 * `POST /v1/Amortization/Batch`: each item is validated and simulated on its own, exactly as
 * `POST /v1/Amortization` would; a bad item answers its problem at its index and the others go on. Products
 * are read in one query and the plans stored in one insert; each plan is then readable by its id.
 */
export async function simulateAmortizationBatch({ caller, items, now = new Date() }: SimulateAmortizationBatchOptions): Promise<SimulationBatchResponse> {
  const parsed = items.map((item) => simulationRequestSchema.safeParse(item));
  const products = await findProducts(parsed.flatMap((item) => (item.success ? [item.data.productId] : [])));
  const today = civilToday(now);

  const rows: SimulationRow[] = [];
  const results = parsed.map((item, index): BatchResult | Promise<BatchResult> => {
    if (!item.success) return problemAt(index, new AppError("VALIDATION", { message: "batch item invalid", fieldErrors: toFieldErrors(item.error) }));
    const product = products.get(item.data.productId);
    if (product === undefined) return problemAt(index, productNotFound(item.data.productId, "productId"));
    const result = computePlan(product, item.data.amortization, { today });
    if (!result.ok) return problemAt(index, planRefused(result.errors));
    const id = randomUUID();
    const plan = toAmortizationPlan(id, product.id, result.plan, result.input.startDate);
    rows.push(simulationRow(id, caller, item.data, result.input, plan));
    return { index, plan };
  });

  await insertSimulations(rows);
  return { results: await Promise.all(results) };
}

/** The item's error as the same problem document a single simulation would answer. */
async function problemAt(index: number, error: AppError): Promise<BatchResult> {
  const problem = (await appErrorResponse(error).json()) as Problem;
  return { index, error: problem };
}
