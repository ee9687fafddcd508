-- AlterTable
ALTER TABLE "portal_operation_transition" ADD COLUMN     "fromAt" TIMESTAMPTZ(3);

-- Backfill: the start of the stay each recorded transition ends is its predecessor's `at` (the history is
-- numbered without gaps), when that predecessor entered the status this transition leaves.
UPDATE "portal_operation_transition" AS t
SET "fromAt" = p."at"
FROM "portal_operation_transition" AS p
WHERE p."operationId" = t."operationId" AND p."sequence" = t."sequence" - 1 AND p."toStatus" = t."fromStatus";
