-- CreateEnum
CREATE TYPE "PortalOperationOrigin" AS ENUM ('portal', 'discovered');

-- CreateEnum
CREATE TYPE "PortalProductKind" AS ENUM ('payroll', 'fgts');

-- CreateTable
CREATE TABLE "portal_tracked_operation" (
    "id" UUID NOT NULL,
    "creditNoteNo" TEXT NOT NULL,
    "productId" UUID NOT NULL,
    "productKind" "PortalProductKind" NOT NULL,
    "amountInCents" BIGINT NOT NULL,
    "personId" UUID NOT NULL,
    "borrowerCpfMasked" TEXT,
    "borrowerCpfHash" TEXT,
    "organizationId" UUID NOT NULL,
    "branchId" UUID,
    "operatorId" UUID,
    "origin" "PortalOperationOrigin" NOT NULL,
    "apiClientId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "statusSince" TIMESTAMPTZ(3) NOT NULL,
    "upstreamCreatedAt" TIMESTAMPTZ(3) NOT NULL,
    "upstreamUpdatedAt" TIMESTAMPTZ(3) NOT NULL,
    "historyCount" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMPTZ(3),
    "cancelRequestedAt" TIMESTAMPTZ(3),
    "unreachableSince" TIMESTAMPTZ(3),
    "trackedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL,
    "lastRefreshedAt" TIMESTAMPTZ(3),
    "version" BIGSERIAL NOT NULL,

    CONSTRAINT "portal_tracked_operation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_operation_transition" (
    "id" BIGSERIAL NOT NULL,
    "operationId" UUID NOT NULL,
    "sequence" INTEGER NOT NULL,
    "fromStatus" TEXT,
    "toStatus" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actor" TEXT,
    "reason" TEXT,
    "observedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_operation_transition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_tracker_scan" (
    "apiClientId" TEXT NOT NULL,
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMPTZ(3),
    "discoveredUntil" TIMESTAMPTZ(3),
    "lastStartedAt" TIMESTAMPTZ(3),
    "lastFinishedAt" TIMESTAMPTZ(3),
    "lastCalls" INTEGER,
    "lastError" TEXT,

    CONSTRAINT "portal_tracker_scan_pkey" PRIMARY KEY ("apiClientId")
);

-- CreateIndex
CREATE INDEX "portal_tracked_operation_version_idx" ON "portal_tracked_operation"("version");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_branchId_version_idx" ON "portal_tracked_operation"("branchId", "version");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_organizationId_version_idx" ON "portal_tracked_operation"("organizationId", "version");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_apiClientId_status_idx" ON "portal_tracked_operation"("apiClientId", "status");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_operatorId_idx" ON "portal_tracked_operation"("operatorId");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_borrowerCpfHash_idx" ON "portal_tracked_operation"("borrowerCpfHash");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_personId_idx" ON "portal_tracked_operation"("personId");

-- CreateIndex
CREATE INDEX "portal_operation_transition_toStatus_at_idx" ON "portal_operation_transition"("toStatus", "at");

-- CreateIndex
CREATE UNIQUE INDEX "portal_operation_transition_operationId_sequence_key" ON "portal_operation_transition"("operationId", "sequence");

-- AddForeignKey
ALTER TABLE "portal_operation_transition" ADD CONSTRAINT "portal_operation_transition_operationId_fkey" FOREIGN KEY ("operationId") REFERENCES "portal_tracked_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

