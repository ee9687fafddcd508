import type { CreditProduct } from "@/lib/db/generated/client";
import { getPrisma } from "@/lib/db/client";
import { AppError } from "@/lib/http";

export interface FindProductOptions {
  /** JSON path that carried the id, named in the 404 (`productId` unless told). */
  field?: string;
}

/**
 * The enabled product with this id. An unknown or disabled product is the same 404 for the caller: a
 * disabled product is no longer offered, and the partner's next step is the same (check the id received
 * at onboarding).
 */
export async function findProduct(productId: string, options: FindProductOptions = {}): Promise<CreditProduct> {
  const product = await getPrisma().creditProduct.findUnique({ where: { id: productId } });
  if (product === null || !product.enabled) throw productNotFound(productId, options.field ?? "productId");
  return product;
}

/** The 404 problem for a product id that names no enabled product. */
export function productNotFound(productId: string, field: string): AppError {
  return new AppError("NOT_FOUND", {
    message: `product ${productId} not found or disabled`,
    userMessage: "Produto inexistente ou desabilitado: use um productId recebido no onboarding.",
    fieldErrors: [{ field, message: "produto inexistente ou desabilitado: informe o productId recebido no onboarding (UUID)" }],
  });
}
