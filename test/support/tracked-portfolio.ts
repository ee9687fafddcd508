/**
 * Operations written straight into the portal's tracker store (`portal_tracked_operation` and its transitions), each
 * with a history of its own choosing, for tests and benchmarks of what reads that store (the pipeline boards). The
 * rows are what the tracker writes: one transition per history entry, numbered from 1 without gaps, each with the
 * start of the stay it ends (the previous entry's instant), the operation's status and `statusSince` those of its
 * last entry.
 */
import { randomUUID } from "node:crypto";
import type { OperationStatus } from "@/lib/contract";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client";

export interface HistoryStep {
  readonly to: OperationStatus;
  readonly at: Date;
  readonly reason?: string;
  readonly actor?: "Partner" | "Pipeline" | "Desk";
}

export interface TrackedOperationSpec {
  readonly product: "payroll" | "fgts";
  readonly amountInCents: number;
  readonly organizationId: string;
  readonly branchId: string | null;
  readonly operatorId: string | null;
  readonly createdAt: Date;
  /** What happened after the creation (which enters `Draft`), in order. */
  readonly steps: readonly HistoryStep[];
  readonly deleted?: boolean;
}

let serial = 0;

/** Inserts the operations in batches; returns their ids in the order given. */
export async function insertTrackedPortfolio(prisma: PrismaClient, specs: readonly TrackedOperationSpec[], options: { apiClientId?: string } = {}): Promise<string[]> {
  const ids: string[] = [];
  const operations: Prisma.PortalTrackedOperationCreateManyInput[] = [];
  const transitions: Prisma.PortalOperationTransitionCreateManyInput[] = [];
  const tag = randomUUID().slice(0, 6).toUpperCase();
  for (const spec of specs) {
    const id = randomUUID();
    ids.push(id);
    serial += 1;
    const history: HistoryStep[] = [{ to: "Draft", at: spec.createdAt, reason: "Operação criada", actor: "Partner" }, ...spec.steps];
    const last = history.at(-1)!;
    operations.push({
      id,
      creditNoteNo: `T${tag}${String(serial).padStart(7, "0")}`,
      productId: randomUUID(),
      productKind: spec.product,
      amountInCents: BigInt(spec.amountInCents),
      personId: randomUUID(),
      borrowerCpfMasked: "***.456.789-**",
      organizationId: spec.organizationId,
      branchId: spec.branchId,
      operatorId: spec.operatorId,
      origin: spec.operatorId ? "portal" : "discovered",
      apiClientId: options.apiClientId ?? "parceiro-teste",
      status: last.to,
      statusSince: last.at,
      upstreamCreatedAt: spec.createdAt,
      upstreamUpdatedAt: last.at,
      historyCount: history.length,
      deletedAt: spec.deleted ? last.at : null,
      lastSeenAt: last.at,
    });
    history.forEach((step, index) => {
      transitions.push({
        operationId: id,
        sequence: index + 1,
        fromStatus: index === 0 ? null : history[index - 1]!.to,
        toStatus: step.to,
        at: step.at,
        fromAt: index === 0 ? null : history[index - 1]!.at,
        actor: step.actor ?? (index === 0 ? "Partner" : "Pipeline"),
        reason: step.reason ?? null,
        observedAt: step.at,
      });
    });
  }
  for (let at = 0; at < operations.length; at += 1_000) await prisma.portalTrackedOperation.createMany({ data: operations.slice(at, at + 1_000) });
  for (let at = 0; at < transitions.length; at += 5_000) await prisma.portalOperationTransition.createMany({ data: transitions.slice(at, at + 5_000) });
  return ids;
}

/** `at` plus a number of hours (fractions allowed). */
export function hoursAfter(at: Date, hours: number): Date {
  return new Date(at.getTime() + Math.round(hours * 3_600_000));
}
