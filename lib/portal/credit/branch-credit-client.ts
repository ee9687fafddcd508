import "server-only";
import { getPrisma } from "@/lib/db/client";
import { createCreditClient, type CreditClient } from "@/lib/credit-client";
import { ActionRefusal } from "../actions/action-result";
import type { SessionOperator } from "../auth/load-session-operator";
import { openBranchSecret } from "../branches/branch-credential";
import { createOpenedCredentialCache, type OpenedCredential } from "./opened-credential-cache";
import { requestCallBudgetMs } from "./request-call-budget";

/** Credentials already read and opened, keyed by branch; valid while the branch's `credentialUpdatedAt` is the same. */
const openedCredentials = createOpenedCredentialCache();

async function readBranchCredential(branchId: string): Promise<OpenedCredential> {
  const branch = await getPrisma().portalBranch.findUniqueOrThrow({ where: { id: branchId } });
  const credential = { clientId: branch.apiClientId, clientSecret: openBranchSecret(branch.code, branch.apiClientSecretEncrypted) };
  return { credential, credentialUpdatedAt: branch.credentialUpdatedAt };
}

/**
 * The credit client of a branch: its API client id and its secret, opened from the database right here on
 * the server. Operations of a branch are always made with that branch's credential, so the credit API's
 * own linkage (403 for another correspondent's records) backs the portal's scoping.
 */
export async function creditClientForBranch(branchId: string): Promise<CreditClient> {
  const opened = await readBranchCredential(branchId);
  openedCredentials.remember(branchId, opened);
  return createCreditClient({ credential: opened.credential, timeoutMs: await requestCallBudgetMs() });
}

/**
 * The client an originating operator uses: its own branch's. Managers and the desk do not originate. The session
 * was just loaded with the branch's row, so a credential opened earlier is reused only when that row says it has
 * not changed since: one query less on every wizard action, and a new credential is used at the next click.
 */
export async function creditClientForOperator(operator: SessionOperator): Promise<CreditClient> {
  if (!operator.branchId) throw new ActionRefusal("forbidden", "Seu perfil não está ligado a uma agência e não origina operações.");
  const current = operator.branch ? openedCredentials.current(operator.branchId, operator.branch.credentialUpdatedAt) : undefined;
  return current ? createCreditClient({ credential: current, timeoutMs: await requestCallBudgetMs() }) : creditClientForBranch(operator.branchId);
}
