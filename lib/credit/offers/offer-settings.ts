/**
 * Tunables of the offers (simulation path A), read from the environment at call time; a missing or malformed
 * value falls back to the default. (Candidates for lib/credit/settings.ts when the lead merges.)
 */

/** Terms offered when the request names none: the usual payroll terms, cut to each product's range. */
export const DEFAULT_OFFER_TERMS: readonly number[] = [12, 24, 36, 48, 60, 72, 84, 96];

/** Hours an offer can be proposed to the employer after its simulation (`OFFER_VALIDITY_HOURS`, default 24). */
export function offerValidityHours(): number {
  const raw = process.env.OFFER_VALIDITY_HOURS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : 24;
}
