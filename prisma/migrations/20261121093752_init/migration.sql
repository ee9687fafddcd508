-- CreateEnum
CREATE TYPE "CalculationModel" AS ENUM ('price', 'sac', 'fgts');

-- CreateEnum
CREATE TYPE "CalculationType" AS ENUM ('V252DiasUteis', 'V252MesesX21', 'V360DiasCorridos', 'V360Meses', 'V365DiasCorridos', 'V365Meses', 'Irregular');

-- CreateEnum
CREATE TYPE "ProductModule" AS ENUM ('payroll', 'fgts');

-- CreateEnum
CREATE TYPE "InitialStatus" AS ENUM ('Draft', 'ComplianceApproval');

-- CreateTable
CREATE TABLE "credit_product" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "module" "ProductModule" NOT NULL,
    "category" TEXT NOT NULL,
    "calculationModel" "CalculationModel" NOT NULL,
    "calculationType" "CalculationType" NOT NULL,
    "minMonthlyRate" DECIMAL(7,4) NOT NULL,
    "maxMonthlyRate" DECIMAL(7,4) NOT NULL,
    "minTerm" INTEGER NOT NULL,
    "maxTerm" INTEGER NOT NULL,
    "transferDay" INTEGER,
    "issuanceCostInCents" INTEGER NOT NULL DEFAULT 0,
    "issuanceCostPercent" DECIMAL(7,4) NOT NULL DEFAULT 0,
    "fixedCostPerInstallmentInCents" INTEGER NOT NULL DEFAULT 0,
    "insuranceEmbedded" BOOLEAN NOT NULL DEFAULT false,
    "initialStatus" "InitialStatus" NOT NULL DEFAULT 'Draft',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_product_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_product_code_key" ON "credit_product"("code");


-- Product parameters the credit API relies on, refused by the database itself when inconsistent.
ALTER TABLE "credit_product"
    ADD CONSTRAINT "credit_product_rate_range" CHECK ("minMonthlyRate" > 0 AND "maxMonthlyRate" >= "minMonthlyRate"),
    ADD CONSTRAINT "credit_product_term_range" CHECK ("minTerm" > 0 AND "maxTerm" >= "minTerm"),
    ADD CONSTRAINT "credit_product_transfer_day" CHECK ("transferDay" IS NULL OR "transferDay" BETWEEN 1 AND 28),
    ADD CONSTRAINT "credit_product_costs" CHECK ("issuanceCostInCents" >= 0 AND "issuanceCostPercent" >= 0 AND "fixedCostPerInstallmentInCents" >= 0);
