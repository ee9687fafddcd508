import { describe, expect, test } from "vitest";
import { CCFGTS_LIMITS, IOF_RATES_INDIVIDUALS } from "@/lib/finance";
import { Prisma } from "@/lib/db/generated/client";
import { fgtsRow, priceRow, sacRow } from "./test-product-rows";
import { toFinanceProduct } from "./to-finance-product";

describe("toFinanceProduct", () => {
  test("maps a payroll row: decimals become numbers, cents stay integers", () => {
    expect(toFinanceProduct(priceRow())).toEqual({
      amortizationType: "price",
      calculationType: "V360Meses",
      minMonthlyRatePercent: 1.6,
      maxMonthlyRatePercent: 3.8,
      minTerm: 6,
      maxTerm: 96,
      transferDay: 7,
      issuanceCost: { fixedInCents: 0, percentOfPrincipal: 0 },
      fixedCostPerInstallmentInCents: 0,
      iofRates: IOF_RATES_INDIVIDUALS,
    });
    expect(toFinanceProduct(sacRow())).toMatchObject({ amortizationType: "sac", issuanceCost: { fixedInCents: 3000, percentOfPrincipal: 0 } });
  });

  test("keeps a 4-decimal rate exact", () => {
    const product = toFinanceProduct({ ...priceRow(), minMonthlyRate: new Prisma.Decimal("1.2345"), issuanceCostPercent: new Prisma.Decimal("0.7500") });
    expect(product.minMonthlyRatePercent).toBe(1.2345);
    expect(product.issuanceCost.percentOfPrincipal).toBe(0.75);
  });

  test("an FGTS row carries the Curator Council limits and no transfer day", () => {
    const product = toFinanceProduct(fgtsRow());
    expect(product).toMatchObject({ amortizationType: "fgts", minTerm: 12, maxTerm: 36, transferDay: 0, fgtsLimits: CCFGTS_LIMITS });
  });
});
