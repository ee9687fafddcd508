import { DEFAULT_OFFER_TERMS } from "./offer-settings";

export interface TermRange {
  readonly minTerm: number;
  readonly maxTerm: number;
}

const inside = (term: number, range: TermRange) => term >= range.minTerm && term <= range.maxTerm;

/**
 * The terms (installments) to simulate for one product, ascending and without repeats: the requested ones
 * inside its range, or by default the usual terms (12, 24, ... 96) inside it; a product whose range holds
 * none of the usual terms gets its two ends.
 */
export function selectOfferTerms(range: TermRange, requested?: readonly number[]): number[] {
  const candidates = requested ?? DEFAULT_OFFER_TERMS;
  let terms = [...new Set(candidates)].filter((term) => inside(term, range));
  if (requested === undefined && terms.length === 0) terms = [...new Set([range.minTerm, range.maxTerm])];
  return terms.sort((a, b) => a - b);
}

/** Positions of the requested terms that no product's range holds (each is a 400 on `rangeNumberOfPayments[i]`). */
export function termsOutsideEveryRange(requested: readonly number[], ranges: readonly TermRange[]): number[] {
  return requested.flatMap((term, index) => (ranges.some((range) => inside(term, range)) ? [] : [index]));
}
