import "server-only";
import { getPrisma } from "@/lib/db/client";
import { createCreditClient, type CreditClient } from "@/lib/credit-client";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import { openBranchSecret } from "../branches/branch-credential";

/**
 * The credit client of a branch: its API client id and its secret, opened from the database right here on
 * the server. Operations of a branch are always made with that branch's credential, so the credit API's
 * own linkage (403 for another correspondent's records) backs the portal's scoping.
 */
export async function creditClientForBranch(branchId: string): Promise<CreditClient> {
  const branch = await getPrisma().portalBranch.findUniqueOrThrow({ where: { id: branchId } });
  return createCreditClient({
    credential: { clientId: branch.apiClientId, clientSecret: openBranchSecret(branch.code, branch.apiClientSecretEncrypted) },
  });
}

/** The client an originating operator uses: its own branch's. Managers and the desk do not originate. */
export async function creditClientForOperator(operator: SessionOperator): Promise<CreditClient> {
  if (!operator.branchId) throw new ActionRefusal("forbidden", "Seu perfil não está ligado a uma agência e não origina operações.");
  return creditClientForBranch(operator.branchId);
}
