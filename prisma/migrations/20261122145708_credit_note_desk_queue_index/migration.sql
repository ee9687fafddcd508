-- CreateIndex
CREATE INDEX "credit_note_status_statusSince_idx" ON "credit_note"("status", "statusSince");

