/**
 * Who a discovered operation (created with a branch's credential by another channel) is attributed to.
 *
 * The credit API scopes operations by correspondent, not by API client: every credential of one correspondent
 * (in the portal, one organization) sees all of its operations. The API's `createdByClientId` names the creating
 * credential, and the scan attributes by it first (scan-credential.ts, lib/portal/access/creating-branch.ts).
 * This rule is the fallback for operations whose creator is not named (older than that record) or whose
 * credential several branches share: the branch is known only when the organization has a single branch; otherwise the operation
 * belongs to the organization, with no branch: its officers and the managers see it, no branch's correspondents
 * do (they would otherwise see another branch's borrowers). Operations created in the portal always carry their
 * originating branch and operator (`trackCreatedOperation`), whichever scan saw them first.
 */
export interface CredentialBranch {
  readonly id: string;
  readonly organizationId: string;
}

export interface Attribution {
  readonly organizationId: string;
  readonly branchId: string | null;
}

/**
 * `credentialBranches`: the branches configured with the discovering credential, oldest first;
 * `organizationBranches`: how many branches the first one's organization has.
 */
export function attributeDiscovery(credentialBranches: readonly CredentialBranch[], organizationBranches: number): Attribution | null {
  const [first] = credentialBranches;
  if (!first) return null;
  const single = credentialBranches.length === 1 && organizationBranches === 1;
  return { organizationId: first.organizationId, branchId: single ? first.id : null };
}
