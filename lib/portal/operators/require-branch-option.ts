import type { Prisma } from "@/lib/db/generated/client";
import { ActionRefusal } from "../actions/action-result";
import { BRANCH_OPTION_SELECT, type BranchOption } from "./list-branch-options";

/** The branch chosen in a form, which must exist: the select's value travels through the browser. */
export async function requireBranchOption(db: Prisma.TransactionClient, branchId: string): Promise<BranchOption> {
  const branch = await db.portalBranch.findUnique({ where: { id: branchId }, select: BRANCH_OPTION_SELECT });
  if (!branch) throw new ActionRefusal("invalid", "Revise os campos destacados.", { branchId: "Agência não encontrada." });
  const { organization, ...rest } = branch;
  return { ...rest, organizationName: organization.name };
}
