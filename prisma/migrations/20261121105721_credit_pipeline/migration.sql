-- AlterTable
ALTER TABLE "credit_note" ADD COLUMN     "cancelReason" TEXT,
ADD COLUMN     "cancelRequestedAt" TIMESTAMPTZ(3),
ADD COLUMN     "nextStageAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "credit_note_signer" (
    "id" UUID NOT NULL,
    "creditNoteId" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Pending',
    "signedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_note_signer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_note_signer_token_key" ON "credit_note_signer"("token");

-- CreateIndex
CREATE INDEX "credit_note_signer_creditNoteId_idx" ON "credit_note_signer"("creditNoteId");

-- CreateIndex
CREATE INDEX "credit_note_nextStageAt_idx" ON "credit_note"("nextStageAt");

-- AddForeignKey
ALTER TABLE "credit_note_signer" ADD CONSTRAINT "credit_note_signer_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "credit_note"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

