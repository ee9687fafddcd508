import { getPrisma } from "@/lib/db/client";
import type { CreditProduct } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http";

export interface OfferProductFilter {
  readonly productIds?: readonly string[];
  readonly productCategory?: string;
}

/**
 * The products whose offers are simulated: enabled payroll products with the Price model (the spec lists
 * only those), restricted to `productIds` and to `productCategory` (case-insensitive) when sent. A listed id
 * that names no enabled product is a 404 on `productIds[i]`; a listed SAC or FGTS product is simply not
 * offered (the answer may be an empty list).
 */
export async function listOfferProducts(filter: OfferProductFilter): Promise<CreditProduct[]> {
  const prisma = getPrisma();
  if (filter.productIds !== undefined) {
    const found = await prisma.creditProduct.findMany({ where: { id: { in: [...filter.productIds] }, enabled: true }, select: { id: true } });
    const known = new Set(found.map((row) => row.id));
    const missing = filter.productIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
    if (missing.length > 0) {
      throw new AppError("NOT_FOUND", {
        message: "offers asked for unknown products",
        userMessage: "Produto inexistente ou desabilitado em productIds: use os productId recebidos no onboarding.",
        fieldErrors: missing.map((index) => ({ field: `productIds[${index}]`, message: "produto inexistente ou desabilitado" })),
      });
    }
  }
  return prisma.creditProduct.findMany({
    where: {
      enabled: true,
      module: "payroll",
      calculationModel: "price",
      ...(filter.productIds !== undefined && { id: { in: [...filter.productIds] } }),
      ...(filter.productCategory !== undefined && { category: { equals: filter.productCategory, mode: "insensitive" as const } }),
    },
    orderBy: { code: "asc" },
  });
}
