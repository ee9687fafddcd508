-- CreateEnum
CREATE TYPE "PortalRole" AS ENUM ('correspondent', 'officer', 'manager', 'desk');

-- CreateTable
CREATE TABLE "portal_organization" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_branch" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "apiClientId" TEXT NOT NULL,
    "apiClientSecretEncrypted" TEXT NOT NULL,
    "credentialUpdatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_branch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_operator" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" TIMESTAMPTZ(3),
    "image" TEXT,
    "passwordHash" TEXT NOT NULL,
    "role" "PortalRole" NOT NULL,
    "branchId" UUID,
    "disabledAt" TIMESTAMPTZ(3),
    "failedSignIns" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "passwordChangedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "portal_operator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_account" (
    "userId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "portal_account_pkey" PRIMARY KEY ("provider","providerAccountId")
);

-- CreateTable
CREATE TABLE "portal_session" (
    "id" UUID NOT NULL,
    "sessionToken" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userAgent" TEXT,
    "ipPrefix" TEXT,

    CONSTRAINT "portal_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_sign_in_attempt" (
    "id" BIGSERIAL NOT NULL,
    "emailHash" TEXT NOT NULL,
    "ipHash" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_sign_in_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_audit_event" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "operatorId" UUID,
    "role" "PortalRole",
    "branchId" UUID,
    "action" TEXT NOT NULL,
    "operationId" UUID,
    "targetOperatorId" UUID,
    "summary" TEXT NOT NULL,
    "ipPrefix" TEXT,

    CONSTRAINT "portal_audit_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "portal_organization_name_key" ON "portal_organization"("name");

-- CreateIndex
CREATE UNIQUE INDEX "portal_organization_registrationNumber_key" ON "portal_organization"("registrationNumber");

-- CreateIndex
CREATE UNIQUE INDEX "portal_branch_code_key" ON "portal_branch"("code");

-- CreateIndex
CREATE UNIQUE INDEX "portal_branch_organizationId_name_key" ON "portal_branch"("organizationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "portal_operator_email_key" ON "portal_operator"("email");

-- CreateIndex
CREATE INDEX "portal_operator_branchId_idx" ON "portal_operator"("branchId");

-- CreateIndex
CREATE UNIQUE INDEX "portal_session_sessionToken_key" ON "portal_session"("sessionToken");

-- CreateIndex
CREATE INDEX "portal_session_userId_idx" ON "portal_session"("userId");

-- CreateIndex
CREATE INDEX "portal_sign_in_attempt_emailHash_at_idx" ON "portal_sign_in_attempt"("emailHash", "at");

-- CreateIndex
CREATE INDEX "portal_sign_in_attempt_ipHash_at_idx" ON "portal_sign_in_attempt"("ipHash", "at");

-- CreateIndex
CREATE INDEX "portal_audit_event_at_idx" ON "portal_audit_event"("at");

-- CreateIndex
CREATE INDEX "portal_audit_event_operatorId_at_idx" ON "portal_audit_event"("operatorId", "at");

-- CreateIndex
CREATE INDEX "portal_audit_event_action_at_idx" ON "portal_audit_event"("action", "at");

-- CreateIndex
CREATE INDEX "portal_audit_event_operationId_idx" ON "portal_audit_event"("operationId");

-- AddForeignKey
ALTER TABLE "portal_branch" ADD CONSTRAINT "portal_branch_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "portal_organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_operator" ADD CONSTRAINT "portal_operator_branchId_fkey" FOREIGN KEY ("branchId") REFERENCES "portal_branch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_account" ADD CONSTRAINT "portal_account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "portal_operator"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_session" ADD CONSTRAINT "portal_session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "portal_operator"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The audit history is append-only: no row is ever changed or removed, whoever connects.
CREATE FUNCTION "portal_audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'portal_audit_event is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "portal_audit_event_no_update_delete" BEFORE UPDATE OR DELETE ON "portal_audit_event"
    FOR EACH ROW EXECUTE FUNCTION "portal_audit_event_append_only"();

CREATE TRIGGER "portal_audit_event_no_truncate" BEFORE TRUNCATE ON "portal_audit_event"
    FOR EACH STATEMENT EXECUTE FUNCTION "portal_audit_event_append_only"();

-- Correspondents and officers originate with their branch's credential: they must belong to a branch.
-- (A trigger rather than CHECK: CHECK constraints break Prisma's WASM schema engine, see lib/db/migration-adapter.ts.)
CREATE FUNCTION "portal_operator_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW."role" IN ('correspondent', 'officer') AND NEW."branchId" IS NULL THEN
        RAISE EXCEPTION 'operator with role % needs a branch', NEW."role" USING ERRCODE = 'check_violation';
    END IF;
    IF NEW."email" <> lower(NEW."email") THEN
        RAISE EXCEPTION 'operator email must be lower-case' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "portal_operator_guard" BEFORE INSERT OR UPDATE ON "portal_operator"
    FOR EACH ROW EXECUTE FUNCTION "portal_operator_guard"();
