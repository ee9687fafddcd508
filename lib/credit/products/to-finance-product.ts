import type { CreditProduct } from "@/lib/db/generated/client";
import { asCents, CCFGTS_LIMITS, IOF_RATES_INDIVIDUALS, type FinanceProduct } from "@/lib/finance";

/** A decimal column as Prisma returns it (`Decimal`), or anything else that turns into a number exactly. */
export interface DecimalLike {
  toNumber(): number;
}

/** The columns of a product row that lib/finance needs. */
export type FinanceProductRow = Pick<
  CreditProduct,
  "calculationModel" | "calculationType" | "minTerm" | "maxTerm" | "transferDay" | "issuanceCostInCents" | "fixedCostPerInstallmentInCents"
> & {
  readonly minMonthlyRate: DecimalLike;
  readonly maxMonthlyRate: DecimalLike;
  readonly issuanceCostPercent: DecimalLike;
};

/**
 * A stored product as lib/finance receives it. The one boundary where the database's decimals become numbers:
 * rates are `Decimal(7, 4)` percentages, so `toNumber` is exact for every value the column can hold.
 * FGTS products have no transfer day (`transferDay` 0: lib/finance never reads it for them) and carry the
 * Curator Council's limits; IOF rates are today's rates for individuals.
 */
export function toFinanceProduct(row: FinanceProductRow): FinanceProduct {
  return {
    amortizationType: row.calculationModel,
    calculationType: row.calculationType,
    minMonthlyRatePercent: row.minMonthlyRate.toNumber(),
    maxMonthlyRatePercent: row.maxMonthlyRate.toNumber(),
    minTerm: row.minTerm,
    maxTerm: row.maxTerm,
    transferDay: row.transferDay ?? 0,
    issuanceCost: {
      fixedInCents: asCents(row.issuanceCostInCents),
      percentOfPrincipal: row.issuanceCostPercent.toNumber(),
    },
    fixedCostPerInstallmentInCents: asCents(row.fixedCostPerInstallmentInCents),
    iofRates: IOF_RATES_INDIVIDUALS,
    ...(row.calculationModel === "fgts" && { fgtsLimits: CCFGTS_LIMITS }),
  };
}
