-- AlterTable
ALTER TABLE "credit_note" ADD COLUMN     "createdByApiClientId" UUID;

-- AddForeignKey
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_createdByApiClientId_fkey" FOREIGN KEY ("createdByApiClientId") REFERENCES "credit_api_client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

