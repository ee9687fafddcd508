/**
 * Branch credentials opened from the database, kept in this process so an operator's action does not read and
 * decrypt its branch's row on every click. An entry is only ever returned for the exact `credentialUpdatedAt`
 * it was read with: the caller passes the value it has just read (the session's own join on the branch), so a
 * changed credential is never served from here.
 */
export interface BranchCredential {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface OpenedCredential {
  readonly credential: BranchCredential;
  readonly credentialUpdatedAt: Date;
}

export interface OpenedCredentialCache {
  remember(branchId: string, opened: OpenedCredential): void;
  current(branchId: string, credentialUpdatedAt: Date): BranchCredential | undefined;
}

export function createOpenedCredentialCache(): OpenedCredentialCache {
  const entries = new Map<string, OpenedCredential>();
  return {
    remember(branchId, opened) {
      const known = entries.get(branchId);
      // Never replace a newer credential with an older read that finished later.
      if (!known || known.credentialUpdatedAt.getTime() <= opened.credentialUpdatedAt.getTime()) entries.set(branchId, opened);
    },
    current(branchId, credentialUpdatedAt) {
      const known = entries.get(branchId);
      return known && known.credentialUpdatedAt.getTime() === credentialUpdatedAt.getTime() ? known.credential : undefined;
    },
  };
}
