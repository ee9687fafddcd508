import type { Product } from "@/lib/contract/product";
import { getPrisma } from "@/lib/db/client";
import { findProduct } from "./find-product";
import { toProductResponse } from "./to-product-response";

/** The enabled products, by code (payroll Price, payroll SAC, FGTS). */
export async function listProducts(): Promise<{ data: Product[] }> {
  const rows = await getPrisma().creditProduct.findMany({ where: { enabled: true }, orderBy: { code: "asc" } });
  return { data: rows.map(toProductResponse) };
}

/** One enabled product; 404 naming the route id otherwise. */
export async function getProduct(productId: string): Promise<Product> {
  return toProductResponse(await findProduct(productId, { field: "id" }));
}
