import "server-only";
import { getPrisma } from "@/lib/db/client";
import type { ScopedOperator } from "../auth/permissions";
import { listBoardOptions, type BoardOption } from "../board/list-board-options";

export interface PipelineOptions {
  readonly organizations: readonly BoardOption[];
  /** Branches, named with their organization when there are several. */
  readonly branches: readonly BoardOption[];
  readonly operators: readonly BoardOption[];
  readonly hasUnassigned: boolean;
}

/** The choices of the pipeline boards' filters (the board's, plus the organizations). */
export async function listPipelineOptions(operator: ScopedOperator): Promise<PipelineOptions> {
  const [board, organizations] = await Promise.all([
    listBoardOptions(operator),
    getPrisma().portalOrganization.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  return { organizations, branches: board.branches, operators: board.operators, hasUnassigned: board.hasUnassigned };
}
