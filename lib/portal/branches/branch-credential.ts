import { decryptSecret, encryptSecret } from "@/lib/security/secret-box";
import { portalEncryptionKey } from "../config/portal-secrets";

/**
 * A branch's credit API client secret is sealed with the portal's key, bound to the branch's code: it is
 * opened only on the server, right before the credit client asks for a token, and never leaves the server.
 */
function context(branchCode: string): string {
  return `portal_branch:${branchCode}`;
}

export function sealBranchSecret(branchCode: string, secret: string): string {
  return encryptSecret(secret, portalEncryptionKey(), context(branchCode));
}

export function openBranchSecret(branchCode: string, sealed: string): string {
  return decryptSecret(sealed, portalEncryptionKey(), context(branchCode));
}
