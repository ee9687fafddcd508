import type { CreditProduct } from "@/lib/db/generated/client";
import { getPrisma } from "@/lib/db/client";

/** The enabled products among `productIds`, by id, in one query (batch simulations, offers). */
export async function findProducts(productIds: readonly string[]): Promise<Map<string, CreditProduct>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return new Map();
  const rows = await getPrisma().creditProduct.findMany({ where: { id: { in: unique }, enabled: true } });
  return new Map(rows.map((row) => [row.id, row]));
}
