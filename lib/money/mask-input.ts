import { MAX_AMOUNT_CENTS } from "./limits";

/** Digits kept while typing: the longest run that stays below `MAX_AMOUNT_CENTS` whatever the digits. */
const MAX_TYPED_DIGITS = String(MAX_AMOUNT_CENTS).length - 1;

/**
 * Input mask for a money field, applied on every keystroke: the digits typed so far are cents, filled
 * from the right ("1" → "0,01", "123" → "1,23", "123456" → "1.234,56"). Anything that is not a digit is
 * dropped, so the current masked text can be passed back in with the new key. Digits beyond the maximum
 * are ignored. No digits → "" (an empty field). The "R$" prefix belongs to the field's label/adornment.
 * The result always satisfies `parseReaisInput`.
 */
export function maskReaisInput(typed: string): string {
  const digits = typed.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return "";
  const kept = digits.slice(0, MAX_TYPED_DIGITS).padStart(3, "0");
  const whole = kept.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ".");
  return `${whole},${kept.slice(-2)}`;
}
