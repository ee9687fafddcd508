import { cents } from "./cents";
import { reaisToCents } from "./convert";
import { centsToDecimalString } from "./decimal-string";
import type { Cents, Reais } from "./types";

/**
 * pt-BR currency format, fixed to the "pt-BR" locale so the output does not depend on the machine's.
 * Intl separates "R$" from the number with a NO-BREAK SPACE (U+00A0), which we keep: it stops the symbol
 * wrapping away from the amount in the UI. Compare with "R$\u00A01.234,56" in tests, or pass the text
 * through `normalizeSpaces` before comparing with typed text. `parseReaisInput` accepts either space.
 */
const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** 123456 → "R$ 1.234,56"; -123456 → "-R$ 1.234,56". Formats the exact decimal text, never a float. */
export function formatCents(amount: Cents): string {
  return BRL.format(centsToDecimalString(cents(amount)));
}

/** 1234.56 → "R$ 1.234,56". Throws `MoneyError` like `reaisToCents` for values that are not whole cents. */
export function formatReais(amount: Reais): string {
  return formatCents(reaisToCents(amount));
}

/** Replaces no-break and narrow no-break spaces by plain spaces (for plain-text exports and comparisons). */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, " ");
}
