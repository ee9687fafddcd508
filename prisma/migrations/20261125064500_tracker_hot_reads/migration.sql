-- AlterTable
ALTER TABLE "portal_tracked_operation" ADD COLUMN     "hotLeaseUntil" TIMESTAMPTZ(3),
ADD COLUMN     "hotNextReadAt" TIMESTAMPTZ(3),
ADD COLUMN     "hotStep" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "portal_tracker_call_bucket" (
    "apiClientId" TEXT NOT NULL,
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "portal_tracker_call_bucket_pkey" PRIMARY KEY ("apiClientId","minute")
);

-- CreateIndex
CREATE INDEX "portal_tracked_operation_apiClientId_hotNextReadAt_idx" ON "portal_tracked_operation"("apiClientId", "hotNextReadAt");
