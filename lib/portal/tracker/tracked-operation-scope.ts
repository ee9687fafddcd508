import type { ScopedOperator } from "../auth/permissions";

/**
 * Who sees a tracked operation (DESIGN §5): a correspondent its branch's, an officer its organization's
 * (including those discovered without a branch), managers and the desk all of them.
 */
export function canViewTrackedOperation(operator: ScopedOperator, operation: { branchId: string | null; organizationId: string }): boolean {
  switch (operator.role) {
    case "correspondent":
      return operator.branchId !== null && operation.branchId === operator.branchId;
    case "officer":
      return operator.organizationId !== null && operation.organizationId === operator.organizationId;
    case "manager":
    case "desk":
      return true;
  }
}

/** The same rule as a filter: a column and its value, or null for everything. */
export function trackedOperationScope(operator: ScopedOperator): { column: "branchId" | "organizationId"; value: string } | null {
  const none = "00000000-0000-0000-0000-000000000000";
  switch (operator.role) {
    case "correspondent":
      return { column: "branchId", value: operator.branchId ?? none };
    case "officer":
      return { column: "organizationId", value: operator.organizationId ?? none };
    case "manager":
    case "desk":
      return null;
  }
}
