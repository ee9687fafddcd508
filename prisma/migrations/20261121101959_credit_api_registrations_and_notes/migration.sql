-- CreateEnum
CREATE TYPE "MarginAuthorizationStatus" AS ENUM ('Pending', 'Approved', 'Refused');

-- CreateEnum
CREATE TYPE "OperationStatus" AS ENUM ('Draft', 'ComplianceApproval', 'CreditApproval', 'Warranty', 'MarginReserveApproval', 'ManualWarranty', 'WarrantyRevision', 'InstrumentApproval', 'Signatures', 'SignaturesValidation', 'PartnerSignaturesValidation', 'WaitLiquidation', 'Liquidation', 'ManualLiquidation', 'PaymentRevision', 'Finished', 'Revision', 'Disapproved', 'Canceled', 'Error');

-- CreateEnum
CREATE TYPE "TransitionActor" AS ENUM ('Partner', 'Pipeline', 'Desk');

-- CreateTable
CREATE TABLE "credit_correspondent" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_correspondent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_api_client" (
    "id" UUID NOT NULL,
    "clientId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "correspondentId" UUID NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),

    CONSTRAINT "credit_api_client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_access_token" (
    "tokenHash" TEXT NOT NULL,
    "apiClientId" UUID NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_access_token_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "credit_natural_person" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "birthDate" DATE NOT NULL,
    "motherName" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "identityDocument" JSONB,
    "address" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_natural_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_bank_account" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "bankCode" TEXT NOT NULL,
    "agency" TEXT NOT NULL,
    "agencyDigit" TEXT,
    "accountNumber" TEXT NOT NULL,
    "accountDigit" TEXT NOT NULL,
    "accountType" TEXT NOT NULL,
    "holderRegistrationNumber" TEXT NOT NULL,
    "holderName" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_bank_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_upload" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "personId" UUID,
    "creditNoteId" UUID,
    "fileType" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "displayName" TEXT,
    "documentDate" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_margin_authorization" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "personId" UUID,
    "employerRegistrationNumber" TEXT,
    "contact" JSONB,
    "status" "MarginAuthorizationStatus" NOT NULL DEFAULT 'Pending',
    "refusalReason" TEXT,
    "decisionDueAt" TIMESTAMPTZ(3) NOT NULL,
    "validUntil" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_margin_authorization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_registry_worker" (
    "registrationNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "scenario" TEXT NOT NULL DEFAULT 'regular',
    "employeeCode" TEXT,
    "employerRegistrationNumber" TEXT,
    "employerRegistrationCode" INTEGER,
    "employerName" TEXT,
    "admissionDate" TIMESTAMPTZ(3),
    "positionCBOCode" INTEGER,
    "grossSalaryInCents" INTEGER,
    "freeMarginInCents" INTEGER,
    "fgtsBalanceInCents" INTEGER NOT NULL DEFAULT 0,
    "birthdayMonth" INTEGER NOT NULL,
    "birthdayWithdrawalOptIn" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "credit_registry_worker_pkey" PRIMARY KEY ("registrationNumber")
);

-- CreateTable
CREATE TABLE "credit_margin_query" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "personId" UUID,
    "creditProductId" UUID,
    "employeeCode" TEXT NOT NULL,
    "employerRegistrationNumber" TEXT NOT NULL,
    "employerRegistrationCode" INTEGER NOT NULL,
    "employerName" TEXT NOT NULL,
    "admissionDate" TIMESTAMPTZ(3) NOT NULL,
    "positionCBOCode" INTEGER,
    "grossSalaryInCents" INTEGER NOT NULL,
    "freeMarginInCents" INTEGER NOT NULL,
    "queriedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "validUntil" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_margin_query_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_offer" (
    "offerRequestId" SERIAL NOT NULL,
    "correspondentId" UUID NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "productId" UUID NOT NULL,
    "employerRegistrationNumber" TEXT,
    "employeeCode" TEXT,
    "numberOfPayments" INTEGER NOT NULL,
    "installmentAmountInCents" INTEGER NOT NULL,
    "loanAmountInCents" INTEGER NOT NULL,
    "releasedAmountInCents" INTEGER NOT NULL,
    "iofAmountInCents" INTEGER NOT NULL,
    "monthlyInterestRate" DECIMAL(9,4) NOT NULL,
    "yearlyInterestRate" DECIMAL(9,4) NOT NULL,
    "monthlyCet" DECIMAL(9,4) NOT NULL,
    "yearlyCet" DECIMAL(9,4) NOT NULL,
    "firstPaymentDate" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_offer_pkey" PRIMARY KEY ("offerRequestId")
);

-- CreateTable
CREATE TABLE "credit_offer_proposal" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "offerRequestId" INTEGER NOT NULL,
    "proposalNumber" TEXT,
    "status" TEXT NOT NULL DEFAULT 'Sent',
    "expirationDate" TIMESTAMPTZ(3) NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_offer_proposal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_simulation" (
    "id" UUID NOT NULL,
    "correspondentId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "request" JSONB NOT NULL,
    "plan" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_simulation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_note" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "correspondentId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "personId" UUID NOT NULL,
    "bankAccountId" UUID NOT NULL,
    "status" "OperationStatus" NOT NULL,
    "statusSince" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "amortization" JSONB NOT NULL,
    "plan" JSONB,
    "warranty" JSONB NOT NULL DEFAULT '[]',
    "liquidationType" TEXT NOT NULL,
    "emissionDate" TIMESTAMPTZ(3) NOT NULL,
    "registryOfferCTPSRequestId" INTEGER,
    "observations" TEXT,
    "insurance" BOOLEAN,
    "isPartnerChannelCreation" BOOLEAN,
    "deletedAt" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_note_transition" (
    "id" BIGSERIAL NOT NULL,
    "creditNoteId" UUID NOT NULL,
    "from" "OperationStatus",
    "to" "OperationStatus" NOT NULL,
    "actor" "TransitionActor" NOT NULL,
    "reason" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_note_transition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_idempotency_key" (
    "apiClientId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "responseStatus" INTEGER NOT NULL,
    "responseBody" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_idempotency_key_pkey" PRIMARY KEY ("apiClientId","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_correspondent_registrationNumber_key" ON "credit_correspondent"("registrationNumber");

-- CreateIndex
CREATE UNIQUE INDEX "credit_api_client_clientId_key" ON "credit_api_client"("clientId");

-- CreateIndex
CREATE INDEX "credit_access_token_expiresAt_idx" ON "credit_access_token"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "credit_natural_person_correspondentId_registrationNumber_key" ON "credit_natural_person"("correspondentId", "registrationNumber");

-- CreateIndex
CREATE INDEX "credit_bank_account_personId_idx" ON "credit_bank_account"("personId");

-- CreateIndex
CREATE INDEX "credit_upload_creditNoteId_idx" ON "credit_upload"("creditNoteId");

-- CreateIndex
CREATE INDEX "credit_upload_personId_idx" ON "credit_upload"("personId");

-- CreateIndex
CREATE INDEX "credit_margin_authorization_correspondentId_registrationNum_idx" ON "credit_margin_authorization"("correspondentId", "registrationNumber");

-- CreateIndex
CREATE INDEX "credit_margin_authorization_status_decisionDueAt_idx" ON "credit_margin_authorization"("status", "decisionDueAt");

-- CreateIndex
CREATE INDEX "credit_margin_query_correspondentId_registrationNumber_quer_idx" ON "credit_margin_query"("correspondentId", "registrationNumber", "queriedAt");

-- CreateIndex
CREATE INDEX "credit_offer_correspondentId_registrationNumber_idx" ON "credit_offer"("correspondentId", "registrationNumber");

-- CreateIndex
CREATE INDEX "credit_offer_proposal_offerRequestId_idx" ON "credit_offer_proposal"("offerRequestId");

-- CreateIndex
CREATE UNIQUE INDEX "credit_note_number_key" ON "credit_note"("number");

-- CreateIndex
CREATE INDEX "credit_note_correspondentId_status_createdAt_idx" ON "credit_note"("correspondentId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "credit_note_personId_idx" ON "credit_note"("personId");

-- CreateIndex
CREATE INDEX "credit_note_transition_creditNoteId_at_idx" ON "credit_note_transition"("creditNoteId", "at");

-- AddForeignKey
ALTER TABLE "credit_api_client" ADD CONSTRAINT "credit_api_client_correspondentId_fkey" FOREIGN KEY ("correspondentId") REFERENCES "credit_correspondent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_access_token" ADD CONSTRAINT "credit_access_token_apiClientId_fkey" FOREIGN KEY ("apiClientId") REFERENCES "credit_api_client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_transition" ADD CONSTRAINT "credit_note_transition_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "credit_note"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

