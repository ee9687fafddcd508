import type { PortalRole } from "./roles";

/**
 * What each role may do, as pure rules (DESIGN §5). Pages and server actions ask these on the server; the UI
 * only hides what these refuse anyway.
 */
export const CAPABILITIES = {
  originate: ["correspondent", "officer"],
  viewOperations: ["correspondent", "officer", "manager", "desk"],
  manageOperators: ["manager"],
  manageBranchCredentials: ["manager"],
  viewAudit: ["manager"],
  /** The managers' pipeline boards (`/pipeline`): the whole portfolio's conversion, ageing and returns. */
  viewPipeline: ["manager"],
  deskDecisions: ["desk"],
  /** Give a "sem agência" operation to a branch of its organization (lib/portal/tracker/assign-operation-branch.ts). */
  assignOperationBranch: ["officer", "manager"],
} as const satisfies Record<string, readonly PortalRole[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: PortalRole, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly PortalRole[]).includes(role);
}

export interface ScopedOperator {
  readonly role: PortalRole;
  readonly branchId: string | null;
  readonly organizationId: string | null;
}

export interface BranchRef {
  readonly id: string;
  readonly organizationId: string;
}

/** Correspondents see their branch, officers their organization's branches, managers and the desk all. */
export function canViewBranch(operator: ScopedOperator, branch: BranchRef): boolean {
  switch (operator.role) {
    case "correspondent":
      return operator.branchId === branch.id;
    case "officer":
      return operator.organizationId === branch.organizationId;
    case "manager":
    case "desk":
      return true;
  }
}

/** The Prisma filter on branches an operator may see (null: all). */
export function visibleBranchFilter(operator: ScopedOperator): { id: string } | { organizationId: string } | null {
  switch (operator.role) {
    case "correspondent":
      return { id: operator.branchId ?? "00000000-0000-0000-0000-000000000000" };
    case "officer":
      return { organizationId: operator.organizationId ?? "00000000-0000-0000-0000-000000000000" };
    default:
      return null;
  }
}
