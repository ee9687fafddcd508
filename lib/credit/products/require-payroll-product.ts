import type { CreditProduct } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";
import { findProduct } from "./find-product";

/**
 * A contracted, enabled private payroll product: 404 when the id names no enabled product (`findProduct`), 400
 * on `field` when it names an FGTS product. `field` is where the id came from (`creditProductId`, `productId`).
 */
export async function requirePayrollProduct(productId: string, field: string): Promise<CreditProduct> {
  const product = await findProduct(productId, { field });
  if (product.module !== "payroll") {
    throw new AppError("VALIDATION", {
      message: `product ${productId} is not a payroll product`,
      fieldErrors: [{ field, message: "informe um produto do consignado privado (modelo price ou sac); este produto é de antecipação FGTS" }],
    });
  }
  return product;
}
