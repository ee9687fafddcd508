import { isLocked } from "../auth/sign-in-policy";

/** What an operator's row means for signing in now: disabled wins over a lock-out (a lock ends by itself). */
export type OperatorStatus =
  | { readonly kind: "active" }
  | { readonly kind: "disabled"; readonly since: Date }
  | { readonly kind: "locked"; readonly until: Date };

export const OPERATOR_STATUS_KINDS = ["active", "disabled", "locked"] as const;
export type OperatorStatusKind = (typeof OPERATOR_STATUS_KINDS)[number];

export const OPERATOR_STATUS_LABELS: Record<OperatorStatusKind, string> = {
  active: "Ativo",
  disabled: "Desativado",
  locked: "Bloqueado",
};

export function operatorStatus(operator: { disabledAt: Date | null; lockedUntil: Date | null }, now: Date): OperatorStatus {
  if (operator.disabledAt) return { kind: "disabled", since: operator.disabledAt };
  if (operator.lockedUntil && isLocked(operator.lockedUntil, now)) return { kind: "locked", until: operator.lockedUntil };
  return { kind: "active" };
}

const TIME = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone: "America/Sao_Paulo" });

/** "ativo", "desativado", "bloqueado até 14:35" (Brasília time; a lock lasts minutes, the day is implied). */
export function operatorStatusLabel(status: OperatorStatus): string {
  switch (status.kind) {
    case "active":
      return "ativo";
    case "disabled":
      return "desativado";
    case "locked":
      return `bloqueado até ${TIME.format(status.until)}`;
  }
}
