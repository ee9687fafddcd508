import type { Product } from "@/lib/contract/product";
import type { CreditProduct } from "@/lib/db/generated/client";
import { CCFGTS_LIMITS } from "@/lib/finance";

/** The database's product module as the contract names it. */
export const MODULE_OF = { payroll: "consignado-privado", fgts: "fgts" } as const;

/** A product row as `GET /v1/Product` shows it; rates are `Decimal(7, 4)` percentages, exact as numbers. */
export function toProductResponse(row: CreditProduct): Product {
  const isFgts = row.calculationModel === "fgts";
  return {
    id: row.id,
    name: row.name,
    module: MODULE_OF[row.module],
    category: row.category,
    amortizationType: row.calculationModel,
    calculationType: row.calculationType,
    monthlyRate: { min: row.minMonthlyRate.toNumber(), max: row.maxMonthlyRate.toNumber() },
    term: { min: row.minTerm, max: row.maxTerm },
    termUnit: isFgts ? "months" : "installments",
    issuanceCostInCents: row.issuanceCostInCents,
    issuanceCostPercent: row.issuanceCostPercent.toNumber(),
    fixedCostPerInstallmentInCents: row.fixedCostPerInstallmentInCents,
    insuranceEmbedded: row.insuranceEmbedded,
    initialStatus: row.initialStatus,
    ...(isFgts && { fgtsLimits: { ...CCFGTS_LIMITS } }),
  } as Product;
}
