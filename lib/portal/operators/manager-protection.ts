import type { PortalRole } from "../auth/roles";

/** A change of one operator's role or enabled state, with what the protection rules need to judge it. */
export interface ManagerChange {
  readonly actorId: string;
  readonly target: { readonly id: string; readonly role: PortalRole; readonly disabled: boolean };
  readonly next: { readonly role: PortalRole; readonly disabled: boolean };
  /** Enabled managers other than the target, counted while their rows are locked. */
  readonly otherEnabledManagers: number;
}

/**
 * Why the change is refused, or null. A manager cannot lock itself out (disable or demote itself), and the
 * portal must keep at least one enabled manager: nobody else can administer operators.
 */
export function managerChangeRefusal(change: ManagerChange): string | null {
  const { actorId, target, next } = change;
  if (target.id === actorId && next.disabled) return "Você não pode desativar o seu próprio acesso.";
  if (target.id === actorId && next.role !== "manager") return "Você não pode retirar o seu próprio perfil de gestor.";
  const wasEnabledManager = target.role === "manager" && !target.disabled;
  const staysEnabledManager = next.role === "manager" && !next.disabled;
  if (wasEnabledManager && !staysEnabledManager && change.otherEnabledManagers === 0) {
    return "Este é o último gestor ativo: ative ou promova outro gestor antes.";
  }
  return null;
}
