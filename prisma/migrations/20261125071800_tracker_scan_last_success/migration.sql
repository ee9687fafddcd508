-- AlterTable
ALTER TABLE "portal_tracker_scan" ADD COLUMN     "lastSucceededAt" TIMESTAMPTZ(3);

-- A scan that completed before this column existed: its finish time is its last success.
UPDATE "portal_tracker_scan" SET "lastSucceededAt" = "lastFinishedAt" WHERE "lastError" IS NULL;
