/**
 * Seed: idempotent upserts of the reference data every environment needs (the product catalogue now; demo
 * operators, branches and sandbox workers join it as their issues land). Safe to run on every start.
 */
import type { PrismaClient } from "../lib/db/generated/client";
import { PRODUCT_CATALOG } from "../lib/credit/products/catalog";

export async function seed(prisma: PrismaClient): Promise<{ products: number }> {
  for (const product of PRODUCT_CATALOG) {
    const { id, ...fields } = product;
    await prisma.creditProduct.upsert({ where: { id }, create: product, update: fields });
  }
  return { products: PRODUCT_CATALOG.length };
}
