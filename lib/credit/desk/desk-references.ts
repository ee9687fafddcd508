import type { ProductModule } from "@/lib/contract";
import { getPrisma } from "@/lib/db/client";
import { MODULE_OF } from "../products/to-product-response";

export interface ProductRef {
  readonly id: string;
  readonly name: string;
  readonly module: ProductModule;
}

/** The partners' (correspondents') names by id, for the ids given. */
export async function loadPartnerNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getPrisma().creditCorrespondent.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The products' names and modules by id, for the ids given (disabled products too: their operations still exist). */
export async function loadProductRefs(ids: readonly string[]): Promise<Map<string, ProductRef>> {
  if (ids.length === 0) return new Map();
  const rows = await getPrisma().creditProduct.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true, module: true } });
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, module: MODULE_OF[row.module] }]));
}
