import "server-only";
import { getPrisma } from "@/lib/db/client";
import type { ScopedOperator } from "../auth/permissions";
import { listVisibleBranches } from "../branches/list-visible-branches";
import { conditions } from "./load-board";

export interface BoardOption {
  readonly id: string;
  readonly name: string;
}

export interface BoardOptions {
  readonly branches: readonly BoardOption[];
  /** Operators who originated operations the operator may see, by name. */
  readonly operators: readonly BoardOption[];
  /** The scope holds operations discovered without a branch (officers and managers only). */
  readonly hasUnassigned: boolean;
}

/** The choices of the board's filters, within the operator's scope. */
export async function listBoardOptions(operator: ScopedOperator): Promise<BoardOptions> {
  const prisma = getPrisma();
  const scope = conditions(operator, {});
  const [branches, operators, unassigned] = await Promise.all([
    listVisibleBranches(operator),
    prisma.$queryRaw<BoardOption[]>`
      SELECT id::text, name FROM portal_operator
      WHERE id IN (SELECT DISTINCT "operatorId" FROM portal_tracked_operation WHERE ${scope} AND "operatorId" IS NOT NULL)
      ORDER BY name`,
    operator.role === "correspondent"
      ? Promise.resolve([])
      : prisma.$queryRaw<unknown[]>`SELECT 1 FROM portal_tracked_operation WHERE ${scope} AND "branchId" IS NULL LIMIT 1`,
  ]);
  return {
    branches: branches.map((branch) => ({ id: branch.id, name: branch.name })),
    operators,
    hasUnassigned: unassigned.length > 0,
  };
}
