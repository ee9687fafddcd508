import "server-only";
import { getPrisma } from "@/lib/db/client";
import { createCreditClient, type CreditClient, type CreditClientOptions } from "@/lib/credit-client";
import { openBranchSecret } from "../branches/branch-credential";

/** Opens a client for an API client id; the tracker's seam (tests count calls through their own fetch). */
export type CredentialClientFactory = (apiClientId: string) => Promise<CreditClient>;

/**
 * The credit client of a credential, with the secret of a branch configured with it (every branch sharing a
 * client id holds the same secret; the most recently updated one wins if they ever differ). Null when no
 * branch uses that client id any more.
 */
export async function creditClientForCredential(
  apiClientId: string,
  options: Omit<CreditClientOptions, "credential"> = {},
): Promise<CreditClient | null> {
  const branch = await getPrisma().portalBranch.findFirst({ where: { apiClientId }, orderBy: { credentialUpdatedAt: "desc" } });
  if (!branch) return null;
  return createCreditClient({ ...options, credential: { clientId: apiClientId, clientSecret: openBranchSecret(branch.code, branch.apiClientSecretEncrypted) } });
}

/** The default factory: fails loudly for a credential no branch holds (the scanner never asks for one). */
export function credentialClients(options: Omit<CreditClientOptions, "credential"> = {}): CredentialClientFactory {
  return async (apiClientId) => {
    const client = await creditClientForCredential(apiClientId, options);
    if (!client) throw new Error(`no branch holds the credential ${apiClientId}`);
    return client;
  };
}
