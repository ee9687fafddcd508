/**
 * Operator roles (DESIGN §5): `correspondent` originates and sees only its branch; `officer` originates and
 * sees its organization; `manager` sees everything and administers operators, audit and branch credentials;
 * `desk` takes the embedded back office's decisions.
 */
export const PORTAL_ROLES = ["correspondent", "officer", "manager", "desk"] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export const ROLE_LABELS: Record<PortalRole, string> = {
  correspondent: "Correspondente",
  officer: "Agente de crédito",
  manager: "Gestor",
  desk: "Mesa de crédito",
};

/** Roles that originate with a branch's credential, and so must belong to a branch. */
export const BRANCH_ROLES: readonly PortalRole[] = ["correspondent", "officer"];

export function roleNeedsBranch(role: PortalRole): boolean {
  return BRANCH_ROLES.includes(role);
}
