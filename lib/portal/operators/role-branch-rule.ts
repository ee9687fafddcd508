import { roleNeedsBranch, type PortalRole } from "../auth/roles";

/**
 * Correspondents and officers originate with their branch's credit API credential, so they need a branch;
 * managers and the desk work across every branch, and a branch on them would suggest a scope they do not have.
 * (The database trigger `portal_operator_guard` enforces the first half as well.) Null when the pair is valid.
 */
export function roleBranchProblem(role: PortalRole, branchId: string | null): string | null {
  if (roleNeedsBranch(role) && !branchId) return "Correspondentes e agentes de crédito precisam de uma agência.";
  if (!roleNeedsBranch(role) && branchId) return "Gestores e a mesa de crédito não pertencem a uma agência.";
  return null;
}
