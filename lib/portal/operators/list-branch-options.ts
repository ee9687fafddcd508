import { getPrisma } from "@/lib/db/client";

export interface BranchOption {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly organizationName: string;
}

export const BRANCH_OPTION_SELECT = { id: true, code: true, name: true, organization: { select: { name: true } } } as const;

/** Branches an operator can be assigned to, for the forms' select and the list's filter. */
export async function listBranchOptions(): Promise<BranchOption[]> {
  const branches = await getPrisma().portalBranch.findMany({
    select: BRANCH_OPTION_SELECT,
    orderBy: [{ organization: { name: "asc" } }, { name: "asc" }],
  });
  return branches.map(({ organization, ...branch }) => ({ ...branch, organizationName: organization.name }));
}
