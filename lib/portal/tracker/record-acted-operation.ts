import type { CreditNote, OperationStatus } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { markHot } from "./hot-marks";
import { observeCreditNote } from "./operation-observation";
import { recordObservations, TRACKER_VERSION_LOCK } from "./record-observations";

/**
 * The API's answer to one of the portal's actions on a tracked operation (submission, cancel, revision closed,
 * account corrected, edit, delete, restore): its status and new history entries are recorded at once, like any
 * reading (the board's next poll shows them), and the operation becomes hot. No upstream call.
 */
export async function recordActedOperation(note: CreditNote, options: { prisma?: PrismaClient } = {}): Promise<void> {
  await recordObservations([observeCreditNote(note)], { seenAt: new Date(), trackNew: () => null, acted: true, ...(options.prisma && { prisma: options.prisma }) });
}

/**
 * A desk decision: the desk API answers the status before and after, not the operation. The status is recorded at
 * once (under a new version, only over the status it was decided from: a newer reading is never undone), and the
 * operation is due for the hot reader now, whose reading brings the history entry and the exact instant. Until then
 * the stay is counted from the decision as the portal saw it.
 */
export async function recordDeskDecision(decision: { id: string; from: OperationStatus; status: OperationStatus }, options: { prisma?: PrismaClient } = {}): Promise<void> {
  const prisma = options.prisma ?? getPrisma();
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRACKER_VERSION_LOCK})`;
    await tx.$executeRaw`
      UPDATE portal_tracked_operation SET
        status = ${decision.status}, "statusSince" = now(), version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${decision.id}::uuid AND status = ${decision.from} AND status <> ${decision.status}`;
  });
  await markHot(prisma, [decision.id], { acted: true, delaySeconds: 0 });
}
