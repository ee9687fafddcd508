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
-- A trigger rather than CHECK constraints: Prisma's WebAssembly schema engine cannot describe a database with
-- CHECK constraints through the driver adapter (it panics reading pg_constraint.contype), which would break
-- `npm run db:new-migration`.
CREATE FUNCTION "credit_product_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT (NEW."minMonthlyRate" > 0 AND NEW."maxMonthlyRate" >= NEW."minMonthlyRate") THEN
        RAISE EXCEPTION 'credit_product_rate_range: 0 < minMonthlyRate <= maxMonthlyRate' USING ERRCODE = 'check_violation';
    END IF;
    IF NOT (NEW."minTerm" > 0 AND NEW."maxTerm" >= NEW."minTerm") THEN
        RAISE EXCEPTION 'credit_product_term_range: 0 < minTerm <= maxTerm' USING ERRCODE = 'check_violation';
    END IF;
    IF NOT (NEW."transferDay" IS NULL OR NEW."transferDay" BETWEEN 1 AND 28) THEN
        RAISE EXCEPTION 'credit_product_transfer_day: transferDay between 1 and 28' USING ERRCODE = 'check_violation';
    END IF;
    IF NOT (NEW."issuanceCostInCents" >= 0 AND NEW."issuanceCostPercent" >= 0 AND NEW."fixedCostPerInstallmentInCents" >= 0) THEN
        RAISE EXCEPTION 'credit_product_costs: costs must not be negative' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "credit_product_guard" BEFORE INSERT OR UPDATE ON "credit_product"
    FOR EACH ROW EXECUTE FUNCTION "credit_product_guard"();
