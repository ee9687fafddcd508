import type { AmortizationPlan } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { requireOwned, type OwnedResourceKind } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";

const simulationKind: OwnedResourceKind = {
  name: "amortization simulation",
  notFound: "Simulação inexistente: confira o id devolvido por POST /v1/Amortization.",
  forbidden: "Simulação de outro correspondente: só é possível consultar simulações feitas pelo seu correspondente.",
};

/** `GET /v1/Amortization/{id}`: the stored plan as it was answered, not simulated again. */
export async function getAmortization({ caller, id }: { caller: Caller; id: string }): Promise<AmortizationPlan> {
  const row = await getPrisma().creditSimulation.findUnique({ where: { id }, select: { correspondentId: true, plan: true } });
  return requireOwned(row, caller, simulationKind, id).plan as AmortizationPlan;
}
