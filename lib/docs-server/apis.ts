/**
 * The three contracts the spec names (Versioning 3). Only `creditapi` belongs to this product; the other two
 * are known names that answer "not part of this product" instead of "not found".
 */
import { toSlug } from "./text";

export const PUBLISHED_API = "creditapi";
export const OTHER_PRODUCT_APIS = ["billingapi", "bankingapi"] as const;
export const KNOWN_APIS = [PUBLISHED_API, ...OTHER_PRODUCT_APIS] as const;

export type ApiLookup =
  | { readonly kind: "published" }
  | { readonly kind: "other-product"; readonly api: string; readonly message: string }
  | { readonly kind: "unknown"; readonly message: string };

/** A missing `api` means the one this product publishes. */
export function lookupApi(input: string | undefined): ApiLookup {
  if (input === undefined || input.trim() === "") return { kind: "published" };
  const api = toSlug(input).replace(/-/g, "");
  if (api === PUBLISHED_API) return { kind: "published" };
  if ((OTHER_PRODUCT_APIS as readonly string[]).includes(api)) {
    return {
      kind: "other-product",
      api,
      message:
        `A API ${api} não faz parte deste produto. Este servidor documenta a API de crédito (creditapi) do consignado privado e da antecipação FGTS; ` +
        `os contratos billingapi e bankingapi pertencem a outros produtos e não são publicados aqui. Use api = "creditapi".`,
    };
  }
  return {
    kind: "unknown",
    message: `API não encontrada: "${input.slice(0, 60)}". A API publicada é creditapi (billingapi e bankingapi não fazem parte deste produto).`,
  };
}
