-- AlterTable
ALTER TABLE "credit_upload" ADD COLUMN     "fileContentType" TEXT,
ADD COLUMN     "fileId" UUID,
ADD COLUMN     "fileSha256" TEXT,
ADD COLUMN     "fileSizeInBytes" INTEGER;

-- CreateTable
CREATE TABLE "credit_file" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "sha256" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeInBytes" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_file_correspondentId_sha256_key" ON "credit_file"("correspondentId", "sha256");

-- CreateIndex
CREATE INDEX "credit_upload_fileId_idx" ON "credit_upload"("fileId");

-- AddForeignKey
ALTER TABLE "credit_upload" ADD CONSTRAINT "credit_upload_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "credit_file"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Integrity rules as triggers (CHECK constraints break Prisma's WASM schema engine, see lib/db/migration-adapter.ts).
-- A file is what its columns say: accepted type, size within the limit (10 MiB), digest of its content. Files never
-- change, which is what lets credit_upload keep a copy of digest, type and size.
CREATE FUNCTION "credit_file_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        RAISE EXCEPTION 'credit_file is immutable: store new content as a new file' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW."contentType" NOT IN ('application/pdf', 'image/jpeg', 'image/png') THEN
        RAISE EXCEPTION 'credit_file_content_type: %', NEW."contentType" USING ERRCODE = 'check_violation';
    END IF;
    IF NOT (NEW."sizeInBytes" BETWEEN 1 AND 10485760 AND octet_length(NEW."content") = NEW."sizeInBytes") THEN
        RAISE EXCEPTION 'credit_file_size: 1 to 10485760 bytes, equal to the content length' USING ERRCODE = 'check_violation';
    END IF;
    IF NEW."sha256" <> encode(sha256(NEW."content"), 'hex') THEN
        RAISE EXCEPTION 'credit_file_sha256: digest differs from the content' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "credit_file_guard" BEFORE INSERT OR UPDATE ON "credit_file"
    FOR EACH ROW EXECUTE FUNCTION "credit_file_guard"();

-- A document links only a file of its own correspondent, and its copy of digest, type and size is the file's.
CREATE FUNCTION "credit_upload_file_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    linked "credit_file"%ROWTYPE;
BEGIN
    IF NEW."fileId" IS NULL THEN
        IF NEW."fileSha256" IS NOT NULL OR NEW."fileContentType" IS NOT NULL OR NEW."fileSizeInBytes" IS NOT NULL THEN
            RAISE EXCEPTION 'credit_upload_file: file columns without fileId' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
    END IF;
    SELECT "id", "correspondentId", "sha256", "contentType", "sizeInBytes" INTO linked."id", linked."correspondentId", linked."sha256", linked."contentType", linked."sizeInBytes"
        FROM "credit_file" WHERE "id" = NEW."fileId";
    IF linked."id" IS NULL THEN
        RETURN NEW; -- the foreign key reports it
    END IF;
    IF linked."correspondentId" <> NEW."correspondentId" THEN
        RAISE EXCEPTION 'credit_upload_file: file of another correspondent' USING ERRCODE = 'check_violation';
    END IF;
    IF NEW."fileSha256" IS DISTINCT FROM linked."sha256" OR NEW."fileContentType" IS DISTINCT FROM linked."contentType"
        OR NEW."fileSizeInBytes" IS DISTINCT FROM linked."sizeInBytes" THEN
        RAISE EXCEPTION 'credit_upload_file: digest, type and size must be the file''s' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "credit_upload_file_guard" BEFORE INSERT OR UPDATE ON "credit_upload"
    FOR EACH ROW EXECUTE FUNCTION "credit_upload_file_guard"();
