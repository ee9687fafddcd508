import { getPrisma } from "@/lib/db/client";
import { TRACKER_VERSION_LOCK } from "./record-observations";

/**
 * A tracked operation known only by its organization, attributed to the branch whose credential created it once
 * that is learnt (lib/portal/access): followed with that credential from then on, and shown on that branch's
 * board at its next poll (a new version). A row that already has a branch is left alone.
 */
export async function attributeToBranch(operationId: string, branch: { id: string; apiClientId: string }): Promise<void> {
  await getPrisma().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRACKER_VERSION_LOCK})`;
    await tx.$executeRaw`
      UPDATE portal_tracked_operation SET
        "branchId" = ${branch.id}::uuid, "apiClientId" = ${branch.apiClientId},
        version = nextval('portal_tracked_operation_version_seq')
      WHERE id = ${operationId}::uuid AND "branchId" IS NULL`;
  });
}
