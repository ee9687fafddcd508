/**
 * Money units of the contract. Integer cents and decimal reais are distinct nominal types so that the
 * compiler refuses passing one where the other is expected; convert only through lib/money's functions.
 */
declare const unit: unique symbol;

/** Integer amount in cents (BRL). `requestedAmount` and every `...InCents` field. */
export type Cents = number & { readonly [unit]: "cents" };

/** Decimal amount in reais (BRL), at most two decimals. `totalValue`, `registry_OriginalMargin`. */
export type Reais = number & { readonly [unit]: "reais" };
