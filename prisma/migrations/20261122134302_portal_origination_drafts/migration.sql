-- CreateEnum
CREATE TYPE "PortalDraftProduct" AS ENUM ('payroll', 'fgts');

-- CreateEnum
CREATE TYPE "PortalDraftState" AS ENUM ('open', 'submitted', 'discarded');

-- CreateTable
CREATE TABLE "portal_origination_draft" (
    "id" UUID NOT NULL,
    "operatorId" UUID NOT NULL,
    "branchId" UUID NOT NULL,
    "product" "PortalDraftProduct" NOT NULL,
    "state" "PortalDraftState" NOT NULL DEFAULT 'open',
    "data" JSONB NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 0,
    "creditNoteId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "portal_origination_draft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "portal_origination_draft_creditNoteId_key" ON "portal_origination_draft"("creditNoteId");

-- CreateIndex
CREATE INDEX "portal_origination_draft_operatorId_state_updatedAt_idx" ON "portal_origination_draft"("operatorId", "state", "updatedAt");

-- CreateIndex
CREATE INDEX "portal_origination_draft_branchId_state_idx" ON "portal_origination_draft"("branchId", "state");

-- AddForeignKey
ALTER TABLE "portal_origination_draft" ADD CONSTRAINT "portal_origination_draft_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "portal_operator"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_origination_draft" ADD CONSTRAINT "portal_origination_draft_branchId_fkey" FOREIGN KEY ("branchId") REFERENCES "portal_branch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

