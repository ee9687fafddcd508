import "server-only";
import type { CreditNote } from "@/lib/contract";
import { isCreditApiError, type CreditClient } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import type { SessionOperator } from "../auth/load-session-operator";
import { canViewBranch } from "../auth/permissions";
import { creditClientForBranch } from "../credit/branch-credit-client";
import { requestCallBudgetMs } from "../credit/request-call-budget";
import { attributeToBranch } from "../tracker/attribute-to-branch";
import { canViewTrackedOperation } from "../tracker/tracked-operation-scope";
import { creditClientForCredential } from "../tracker/credential-client";
import { creatingBranch } from "./creating-branch";

/** Where an operation belongs, as far as the portal can tell: a branch, or only an organization ("sem agência"). */
export interface OperationScope {
  readonly branchId: string | null;
  readonly organizationId: string;
}

export interface OperationAccess extends OperationScope {
  /** The client that reaches the operation: the credential of the branch that holds it. */
  readonly client: CreditClient;
}

/**
 * Branch scoping of one operation (docs/portal.md: "a correspondent sees its branch only"), whatever the tracker has seen
 * so far. The credit API scopes by correspondent (the organization): every branch credential of an organization
 * reads every operation of it, so the API's answer alone never proves the branch. The branch is, in order:
 * 1. the tracker's record, when it knows the branch;
 * 2. the portal draft that created the operation;
 * 3. the credential that created it, as the API records it (`createdByClientId`): the operation is read with a
 *    credential of the viewer's organization (the tracker's, else the viewer's own branch's; another
 *    organization's operation is a 403/404 there) and attributed to the one branch holding the creating
 *    credential;
 * 4. otherwise the organization only: its officers, managers and the desk see it; no branch's correspondent does.
 * Null when the operator may not see the operation (pages answer 404, actions "not found"), never a reason why.
 */
export async function operationAccess(operator: SessionOperator, operationId: string): Promise<OperationAccess | null> {
  const prisma = getPrisma();
  const tracked = await prisma.portalTrackedOperation.findUnique({ where: { id: operationId }, select: { branchId: true, organizationId: true, apiClientId: true } });
  if (tracked?.branchId) {
    const scope = { branchId: tracked.branchId, organizationId: tracked.organizationId };
    return canViewTrackedOperation(operator, scope) ? withClient(scope, await creditClientForCredential(tracked.apiClientId, { timeoutMs: await requestCallBudgetMs() })) : null;
  }
  const draft = await prisma.portalOriginationDraft.findUnique({ where: { creditNoteId: operationId }, select: { branch: { select: { id: true, organizationId: true } } } });
  if (draft) {
    const scope = { branchId: draft.branch.id, organizationId: draft.branch.organizationId };
    return canViewBranch(operator, draft.branch) ? withClient(scope, await creditClientForBranch(draft.branch.id)) : null;
  }

  // Not attributed to a branch yet: ask the API who created it, with a credential of the viewer's organization.
  const reader = tracked ? await creditClientForCredential(tracked.apiClientId, { timeoutMs: await requestCallBudgetMs() }) : operator.branchId ? await creditClientForBranch(operator.branchId) : null;
  if (!reader) return null;
  const note = await readOrNull(reader, operationId);
  if (!note) return null;
  const creator = await creatingBranch(prisma, note.createdByClientId);
  if (creator) {
    // Learnt once: the tracker's record takes the branch, so boards and the next access need no call.
    if (tracked) await attributeToBranch(operationId, creator);
    const scope = { branchId: creator.id, organizationId: creator.organizationId };
    return canViewBranch(operator, creator) ? withClient(scope, await creditClientForBranch(creator.id)) : null;
  }
  const organizationId = tracked?.organizationId ?? operator.organizationId;
  if (!organizationId) return null;
  const scope = { branchId: null, organizationId };
  return canViewTrackedOperation(operator, scope) ? { ...scope, client: reader } : null;
}

/** The credit client for an operation the operator may reach, or null (see `operationAccess`). */
export async function creditClientForOperation(operator: SessionOperator, operationId: string): Promise<CreditClient | null> {
  return (await operationAccess(operator, operationId))?.client ?? null;
}

/**
 * The operations of a listing (a borrower's dossier) the operator may see. A borrower is one record per
 * correspondent, shared by its branches; its operations are not: each is shown only where `operationAccess`
 * would open it, decided from the tracker, the drafts and the listing's own `createdByClientId` (no extra call).
 */
export async function visibleOperations<T extends Pick<CreditNote, "id" | "createdByClientId">>(operator: SessionOperator, notes: readonly T[]): Promise<T[]> {
  if (operator.role === "manager" || operator.role === "desk") return [...notes];
  const prisma = getPrisma();
  const ids = notes.map((note) => note.id);
  const [tracked, drafts] = await Promise.all([
    prisma.portalTrackedOperation.findMany({ where: { id: { in: ids } }, select: { id: true, branchId: true, organizationId: true } }),
    prisma.portalOriginationDraft.findMany({ where: { creditNoteId: { in: ids } }, select: { creditNoteId: true, branch: { select: { id: true, organizationId: true } } } }),
  ]);
  const trackedById = new Map(tracked.map((row) => [row.id, row]));
  const draftById = new Map(drafts.map((row) => [row.creditNoteId ?? "", row.branch]));
  const visible: T[] = [];
  for (const note of notes) {
    const scope = await scopeOf(note, trackedById.get(note.id), draftById.get(note.id), operator.organizationId);
    if (scope && canViewTrackedOperation(operator, scope)) visible.push(note);
  }
  return visible;
}

async function scopeOf(
  note: Pick<CreditNote, "createdByClientId">,
  tracked: { branchId: string | null; organizationId: string } | undefined,
  draftBranch: { id: string; organizationId: string } | undefined,
  viewerOrganizationId: string | null,
): Promise<OperationScope | null> {
  if (tracked?.branchId) return { branchId: tracked.branchId, organizationId: tracked.organizationId };
  if (draftBranch) return { branchId: draftBranch.id, organizationId: draftBranch.organizationId };
  const creator = await creatingBranch(getPrisma(), note.createdByClientId);
  if (creator) return { branchId: creator.id, organizationId: creator.organizationId };
  const organizationId = tracked?.organizationId ?? viewerOrganizationId;
  return organizationId ? { branchId: null, organizationId } : null;
}

function withClient(scope: OperationScope, client: CreditClient | null): OperationAccess | null {
  return client ? { ...scope, client } : null;
}

async function readOrNull(client: CreditClient, operationId: string): Promise<CreditNote | null> {
  try {
    return await client.call("getCreditNote", { params: { id: operationId } });
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "forbidden" || error.kind === "not-found" || error.kind === "validation")) return null;
    throw error;
  }
}
