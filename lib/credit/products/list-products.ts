import type { Page, PaginationQuery } from "@/lib/contract/pagination";
import type { Product } from "@/lib/contract/product";
import { getPrisma } from "@/lib/db/client";
import { pageWindow, toPage } from "../pagination";
import { findProduct } from "./find-product";
import { toProductResponse } from "./to-product-response";

/** The enabled products, by code (payroll Price, payroll SAC, FGTS), paginated like every listing. */
export async function listProducts(query: PaginationQuery): Promise<Page<Product>> {
  const where = { enabled: true };
  const prisma = getPrisma();
  const [rows, totalItems] = await Promise.all([prisma.creditProduct.findMany({ where, orderBy: { code: "asc" }, ...pageWindow(query) }), prisma.creditProduct.count({ where })]);
  return toPage(rows.map(toProductResponse), totalItems, query);
}

/** One enabled product; 404 naming the route id otherwise. */
export async function getProduct(productId: string): Promise<Product> {
  return toProductResponse(await findProduct(productId, { field: "id" }));
}
