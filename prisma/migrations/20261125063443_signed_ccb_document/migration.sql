-- CreateTable
CREATE TABLE "credit_signed_document" (
    "creditNoteId" UUID NOT NULL,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_signed_document_pkey" PRIMARY KEY ("creditNoteId")
);

-- CreateIndex
CREATE INDEX "credit_note_signer_documentSha256_idx" ON "credit_note_signer"("documentSha256");

-- AddForeignKey
ALTER TABLE "credit_signed_document" ADD CONSTRAINT "credit_signed_document_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "credit_note"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A signed CCB's bytes never change once stored: the row is written once, with the SHA-256 of its content.
CREATE FUNCTION "credit_signed_document_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        RAISE EXCEPTION 'credit_signed_document: a stored signed document never changes' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW."sha256" IS DISTINCT FROM encode(sha256(NEW."content"), 'hex') THEN
        RAISE EXCEPTION 'credit_signed_document: sha256 is not the content''s' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "credit_signed_document_guard" BEFORE INSERT OR UPDATE OR DELETE ON "credit_signed_document"
    FOR EACH ROW EXECUTE FUNCTION "credit_signed_document_guard"();
