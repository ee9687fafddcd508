import { getPrisma } from "@/lib/db/client";
import type { CreditProduct } from "@/lib/db/generated/client";

/** The product an operation was created with (even if it has been disabled since). */
export function productOfNote(note: { productId: string }): Promise<CreditProduct> {
  return getPrisma().creditProduct.findUniqueOrThrow({ where: { id: note.productId } });
}
