import "server-only";
import { getPrisma } from "@/lib/db/client";
import { OPERATOR_ROW_INCLUDE, sessionOperatorOf } from "../../auth/load-session-operator";
import type { OriginationContext } from "../../origination/origination-actor";

/**
 * A demo operator acting for the demo portfolio, as the session layer would load it but without a session (nobody
 * signed in): the origination functions read its branch and role, and audit with it. The audit shows where it came
 * from by the network prefix `carteira-demo` instead of an address.
 */
export async function demoActor(email: string): Promise<OriginationContext> {
  const user = await getPrisma().user.findUniqueOrThrow({ where: { email }, include: OPERATOR_ROW_INCLUDE });
  return {
    operator: sessionOperatorOf(user, "demo-portfolio"),
    meta: { ipPrefix: DEMO_IP_PREFIX, ipHash: "demo-portfolio", userAgent: "Carteira de demonstração" },
  };
}

export const DEMO_IP_PREFIX = "carteira-demo";
