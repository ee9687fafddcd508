/**
 * A catalog product as the row the credit API computes with (`FinanceProductRow`), without a database: for
 * code that runs the API's own calculation on the published products (the documentation server's payload
 * check). The rates are the catalog's decimal strings, read as numbers exactly as the database's would be.
 */
import { type CatalogProduct } from "./catalog";
import type { FinanceProductRow } from "./to-finance-product";

const decimal = (text: string) => ({ toNumber: () => Number(text) });

export function catalogFinanceRow(product: CatalogProduct): FinanceProductRow {
  return {
    calculationModel: product.calculationModel,
    calculationType: product.calculationType,
    minMonthlyRate: decimal(product.minMonthlyRate),
    maxMonthlyRate: decimal(product.maxMonthlyRate),
    minTerm: product.minTerm,
    maxTerm: product.maxTerm,
    transferDay: product.transferDay,
    issuanceCostInCents: product.issuanceCostInCents,
    issuanceCostPercent: decimal(product.issuanceCostPercent),
    fixedCostPerInstallmentInCents: product.fixedCostPerInstallmentInCents,
  };
}
