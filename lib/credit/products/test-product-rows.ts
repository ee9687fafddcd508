/** Product rows as the database returns them, from the catalog: for unit tests and the benchmark only. */
import { Prisma, type CreditProduct } from "@/lib/db/generated/client";
import { PRODUCT_CATALOG, PRODUCT_IDS } from "./catalog";

export function catalogProductRow(id: string, overrides: Partial<CreditProduct> = {}): CreditProduct {
  const product = PRODUCT_CATALOG.find((entry) => entry.id === id);
  if (product === undefined) throw new Error(`no catalog product ${id}`);
  return {
    ...product,
    minMonthlyRate: new Prisma.Decimal(product.minMonthlyRate),
    maxMonthlyRate: new Prisma.Decimal(product.maxMonthlyRate),
    issuanceCostPercent: new Prisma.Decimal(product.issuanceCostPercent),
    enabled: true,
    createdAt: new Date("2026-01-01T00:00:00Z"),
    updatedAt: new Date("2026-01-01T00:00:00Z"),
    ...overrides,
  };
}

export const priceRow = () => catalogProductRow(PRODUCT_IDS.payrollPrice);
export const sacRow = () => catalogProductRow(PRODUCT_IDS.payrollSac);
export const fgtsRow = () => catalogProductRow(PRODUCT_IDS.fgtsAnticipation);
