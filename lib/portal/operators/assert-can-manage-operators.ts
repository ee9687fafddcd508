import { ActionRefusal } from "../actions/action-result";
import { can } from "../auth/permissions";
import type { PortalRole } from "../auth/roles";

/** Every operation of this folder checks the actor itself (documenso style), whoever calls it. */
export function assertCanManageOperators(actor: { readonly role: PortalRole }): void {
  if (!can(actor.role, "manageOperators")) throw new ActionRefusal("forbidden", "Seu perfil não permite administrar operadores.");
}
