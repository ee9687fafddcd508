import { getPrisma } from "@/lib/db/client";
import type { PortalRole } from "../auth/roles";

export interface BranchDetails {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly apiClientId: string;
  readonly credentialUpdatedAt: Date;
  readonly operators: readonly { readonly id: string; readonly name: string; readonly role: PortalRole; readonly disabled: boolean }[];
}

/** A branch with its operators; null when the id is unknown (or not a UUID). The caller checks access. */
export async function getBranch(id: string): Promise<BranchDetails | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const branch = await getPrisma().portalBranch.findUnique({
    where: { id },
    include: {
      organization: { select: { name: true } },
      operators: { select: { id: true, name: true, role: true, disabledAt: true }, orderBy: { name: "asc" } },
    },
  });
  if (!branch) return null;
  return {
    id: branch.id,
    code: branch.code,
    name: branch.name,
    organizationId: branch.organizationId,
    organizationName: branch.organization.name,
    apiClientId: branch.apiClientId,
    credentialUpdatedAt: branch.credentialUpdatedAt,
    operators: branch.operators.map((operator) => ({
      id: operator.id,
      name: operator.name,
      role: operator.role as PortalRole,
      disabled: operator.disabledAt !== null,
    })),
  };
}
