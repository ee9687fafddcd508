-- CreateTable
CREATE TABLE "credit_margin_reservation" (
    "creditNoteId" UUID NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "installmentInCents" INTEGER NOT NULL,
    "reservedAt" TIMESTAMPTZ(3) NOT NULL,
    "releasedAt" TIMESTAMPTZ(3),
    "releaseReason" TEXT,

    CONSTRAINT "credit_margin_reservation_pkey" PRIMARY KEY ("creditNoteId")
);

-- CreateIndex
CREATE INDEX "credit_margin_reservation_registrationNumber_releasedAt_idx" ON "credit_margin_reservation"("registrationNumber", "releasedAt");

-- AddForeignKey
ALTER TABLE "credit_margin_reservation" ADD CONSTRAINT "credit_margin_reservation_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "credit_note"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

