import { cents } from "./cents";
import type { Cents } from "./types";

export interface PlausibleRange {
  readonly min?: Cents;
  readonly max: Cents;
}

/**
 * The amount the operator probably meant when an amount typed in a reais field is a hundred times too large:
 * "150000" typed for R$ 1.500,00 by someone used to the API's cents. Only when the typed amount is above the
 * plausible range, a whole number of reais, and a hundredth of it falls inside the range; `null` otherwise (a
 * large amount is then simply too large). Never used to correct silently: the field says what was expected.
 */
export function centsTypedAsReais(amount: Cents, range: PlausibleRange): Cents | null {
  if (amount <= range.max || amount % 100 !== 0) return null;
  const intended = cents(amount / 100);
  if (intended > range.max || (range.min !== undefined && intended < range.min)) return null;
  return intended;
}
