-- AlterTable
ALTER TABLE "credit_note_signer" ADD COLUMN     "clientAddress" TEXT,
ADD COLUMN     "documentSha256" TEXT,
ADD COLUMN     "documentText" TEXT,
ADD COLUMN     "identityFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "identityLockedUntil" TIMESTAMPTZ(3),
ADD COLUMN     "instrumentVersion" TEXT,
ADD COLUMN     "refusalReason" TEXT,
ADD COLUMN     "refusedAt" TIMESTAMPTZ(3),
ADD COLUMN     "userAgent" TEXT;


-- A signer's decision is evidence (lib/credit/signatures): `Signed` carries signedAt, `Refused` refusedAt, and
-- both the canonical instrument the signer saw with its SHA-256, checked here against the text. A decided row
-- never changes again; a pending one carries no decision.
CREATE FUNCTION "credit_note_signer_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD."status" <> 'Pending' THEN
        RAISE EXCEPTION 'credit_note_signer: a decided signature (%) never changes', OLD."status" USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW."status" NOT IN ('Pending', 'Signed', 'Refused') THEN
        RAISE EXCEPTION 'credit_note_signer_status: %', NEW."status" USING ERRCODE = 'check_violation';
    END IF;
    IF NEW."status" = 'Pending' THEN
        IF NEW."signedAt" IS NOT NULL OR NEW."refusedAt" IS NOT NULL OR NEW."documentSha256" IS NOT NULL OR NEW."documentText" IS NOT NULL THEN
            RAISE EXCEPTION 'credit_note_signer: a pending signature carries no decision' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
    END IF;
    IF (NEW."status" = 'Signed') <> (NEW."signedAt" IS NOT NULL) OR (NEW."status" = 'Refused') <> (NEW."refusedAt" IS NOT NULL) THEN
        RAISE EXCEPTION 'credit_note_signer: % needs its own time only', NEW."status" USING ERRCODE = 'check_violation';
    END IF;
    IF NEW."instrumentVersion" IS NULL OR NEW."documentText" IS NULL
        OR NEW."documentSha256" IS DISTINCT FROM encode(sha256(convert_to(NEW."documentText", 'UTF8')), 'hex') THEN
        RAISE EXCEPTION 'credit_note_signer: a decision needs the document and its SHA-256' USING ERRCODE = 'check_violation';
    END IF;
    IF char_length(NEW."userAgent") > 512 OR char_length(NEW."refusalReason") > 500 THEN
        RAISE EXCEPTION 'credit_note_signer: user agent above 512 or reason above 500 characters' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "credit_note_signer_guard" BEFORE INSERT OR UPDATE ON "credit_note_signer"
    FOR EACH ROW EXECUTE FUNCTION "credit_note_signer_guard"();
