import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";

/** A tracked operation as the operation page shows it: the last known state and every observed transition. */
export interface TrackedOperation {
  readonly id: string;
  readonly creditNoteNo: string;
  readonly productId: string;
  readonly productKind: "payroll" | "fgts";
  readonly amountInCents: number;
  readonly borrowerCpfMasked: string | null;
  readonly organizationId: string;
  readonly branch: { readonly id: string; readonly name: string } | null;
  readonly operator: { readonly id: string; readonly name: string } | null;
  readonly origin: "portal" | "discovered";
  readonly status: string;
  readonly statusSince: Date;
  readonly createdAt: Date;
  readonly deletedAt: Date | null;
  readonly cancelRequestedAt: Date | null;
  /** The credential stopped seeing it (403/404) since then. */
  readonly unreachableSince: Date | null;
  /** Last time the portal read it from the credit API. */
  readonly lastSeenAt: Date;
  readonly version: number;
  readonly transitions: readonly {
    readonly sequence: number;
    readonly from: string | null;
    readonly to: string;
    readonly at: Date;
    readonly actor: string | null;
    readonly reason: string | null;
    readonly observedAt: Date;
  }[];
}

export async function getTrackedOperation(id: string, prisma: PrismaClient = getPrisma()): Promise<TrackedOperation | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const row = await prisma.portalTrackedOperation.findUnique({ where: { id }, include: { transitions: { orderBy: { sequence: "asc" } } } });
  if (!row) return null;
  const [branch, operator] = await Promise.all([
    row.branchId ? prisma.portalBranch.findUnique({ where: { id: row.branchId }, select: { id: true, name: true } }) : null,
    row.operatorId ? prisma.user.findUnique({ where: { id: row.operatorId }, select: { id: true, name: true } }) : null,
  ]);
  return {
    id: row.id,
    creditNoteNo: row.creditNoteNo,
    productId: row.productId,
    productKind: row.productKind,
    amountInCents: Number(row.amountInCents),
    borrowerCpfMasked: row.borrowerCpfMasked,
    organizationId: row.organizationId,
    branch,
    operator,
    origin: row.origin,
    status: row.status,
    statusSince: row.statusSince,
    createdAt: row.upstreamCreatedAt,
    deletedAt: row.deletedAt,
    cancelRequestedAt: row.cancelRequestedAt,
    unreachableSince: row.unreachableSince,
    lastSeenAt: row.lastSeenAt,
    version: Number(row.version),
    transitions: row.transitions.map((transition) => ({
      sequence: transition.sequence,
      from: transition.fromStatus,
      to: transition.toStatus,
      at: transition.at,
      actor: transition.actor,
      reason: transition.reason,
      observedAt: transition.observedAt,
    })),
  };
}
