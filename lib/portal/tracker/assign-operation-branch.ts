import "server-only";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import type { ActionContext } from "../actions/operator-action";
import { recordAuditEvent } from "../audit/record-audit-event";
import { TRACKER_VERSION_LOCK } from "./record-observations";
import { canViewTrackedOperation } from "./tracked-operation-scope";

/**
 * An officer (of the operation's organization) or a manager gives a "sem agência" operation (one the tracker holds
 * for its organization only: no branch credential told who created it) to one of that organization's branches.
 * The row takes the branch and is followed with the branch's credential from then on (any credential of the
 * organization reads it); a new version puts it on that branch's board at its next poll, and its correspondents
 * open its page from then on (lib/portal/access reads the tracker's branch first). Audited in the same
 * transaction: who and when (the audit row), from "sem agência" to which branch. An operation that already has a
 * branch is refused (someone assigned it first, or it was attributed meanwhile): this never moves an operation
 * between branches.
 */
export async function assignOperationBranch(context: ActionContext, input: { operationId: string; branchId: string }): Promise<{ branchId: string; branchName: string }> {
  const prisma = getPrisma();
  const operation = await prisma.portalTrackedOperation.findUnique({
    where: { id: input.operationId },
    select: { id: true, creditNoteNo: true, organizationId: true, branchId: true },
  });
  if (!operation || !canViewTrackedOperation(context.operator, operation)) throw new ActionRefusal("not-found", "Operação não encontrada.");
  if (operation.branchId !== null) throw new ActionRefusal("conflict", "Esta operação já tem agência. A página foi atualizada.");
  const branch = await prisma.portalBranch.findUnique({ where: { id: input.branchId }, select: { id: true, name: true, code: true, organizationId: true, apiClientId: true } });
  if (!branch || branch.organizationId !== operation.organizationId) {
    throw new ActionRefusal("invalid", "Escolha uma agência do mesmo correspondente da operação.", { branchId: "Escolha uma agência do mesmo correspondente da operação." });
  }
  const organization = await prisma.portalOrganization.findUnique({ where: { id: operation.organizationId }, select: { name: true } });

  const assigned = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRACKER_VERSION_LOCK})`;
    const changed = await tx.$executeRaw`
      UPDATE portal_tracked_operation SET
        "branchId" = ${branch.id}::uuid, "apiClientId" = ${branch.apiClientId},
        version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${operation.id}::uuid AND "branchId" IS NULL`;
    if (changed === 0) return false;
    await recordAuditEvent(tx, {
      actor: context.operator,
      action: "operation.branch_assigned",
      operationId: operation.id,
      summary: `Operação ${operation.creditNoteNo} atribuída: de ${organization?.name ?? "correspondente"} (sem agência) para a agência ${branch.name} (${branch.code})`,
      ipPrefix: context.meta.ipPrefix,
    });
    return true;
  });
  if (!assigned) throw new ActionRefusal("conflict", "Esta operação já tem agência. A página foi atualizada.");
  return { branchId: branch.id, branchName: branch.name };
}
