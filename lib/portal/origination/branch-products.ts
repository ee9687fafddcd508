import "server-only";
import type { Product } from "@/lib/contract";
import type { CreditClient } from "@/lib/credit-client";
import { ActionRefusal } from "../actions/action-result";
import type { DraftProduct } from "./steps";

const TTL_MS = 60_000;
const cache = new Map<string, { readonly at: number; readonly products: readonly Product[] }>();

const MODULE_OF: Readonly<Record<DraftProduct, Product["module"]>> = { payroll: "consignado-privado", fgts: "fgts" };

/**
 * The products the branch's credential may contract, with their ranges (GET /v1/Product), kept a minute per
 * branch: every simulation keystroke needs the ranges, and products change at onboarding, not between keystrokes.
 */
export async function branchProducts(client: CreditClient, branchId: string, product: DraftProduct, now = Date.now()): Promise<readonly Product[]> {
  let entry = cache.get(branchId);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, products: (await client.call("listProducts", { query: { size: 100 } })).data };
    cache.set(branchId, entry);
  }
  return entry.products.filter((item) => item.module === MODULE_OF[product]);
}

/** One of the branch's products of this kind, or a refusal naming the field. */
export async function requireBranchProduct(client: CreditClient, branchId: string, product: DraftProduct, productId: string): Promise<Product> {
  const found = (await branchProducts(client, branchId, product)).find((item) => item.id === productId);
  if (!found) throw new ActionRefusal("invalid", "Produto indisponível para a sua agência.", { productId: "Escolha um dos produtos listados." });
  return found;
}

/** The product the margin query is cut for: the branch's first payroll product (Price, the one offers list). */
export async function marginQueryProduct(client: CreditClient, branchId: string): Promise<Product | undefined> {
  const payroll = await branchProducts(client, branchId, "payroll");
  return payroll.find((item) => item.amortizationType === "price") ?? payroll[0];
}
