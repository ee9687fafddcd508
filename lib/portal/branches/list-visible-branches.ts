import { getPrisma } from "@/lib/db/client";
import { visibleBranchFilter, type ScopedOperator } from "../auth/permissions";

export interface BranchSummary {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly apiClientId: string;
  readonly operators: number;
}

/** The branches the operator may see (its own, its organization's, or all), by organization and name. */
export async function listVisibleBranches(operator: ScopedOperator): Promise<BranchSummary[]> {
  const filter = visibleBranchFilter(operator);
  const branches = await getPrisma().portalBranch.findMany({
    where: filter ?? {},
    include: { organization: { select: { name: true } }, _count: { select: { operators: true } } },
    orderBy: [{ organization: { name: "asc" } }, { name: "asc" }],
  });
  return branches.map((branch) => ({
    id: branch.id,
    code: branch.code,
    name: branch.name,
    organizationId: branch.organizationId,
    organizationName: branch.organization.name,
    apiClientId: branch.apiClientId,
    operators: branch._count.operators,
  }));
}
