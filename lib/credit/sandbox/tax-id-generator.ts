/**
 * Builds CPFs and CNPJs with correct check digits from their base digits (sandbox data only: they belong to
 * no real person or company on purpose, but pass every check-digit validation).
 */

/** Modulo-11 check digit of `digits` with descending weights (the rule CPF and CNPJ share). */
function mod11(digits: readonly number[], weights: readonly number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function digitsOf(base: string, length: number, what: string): number[] {
  if (!new RegExp(`^\\d{${length}}$`).test(base)) throw new Error(`${what} base must have ${length} digits`);
  return Array.from(base, Number);
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** The CPF (11 digits) whose first nine digits are `base9`. */
export function cpfFromBase(base9: string): string {
  const digits = digitsOf(base9, 9, "CPF");
  const first = mod11(digits, CPF_WEIGHTS.slice(1));
  const second = mod11([...digits, first], CPF_WEIGHTS);
  return `${base9}${first}${second}`;
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The CNPJ (14 digits) whose first twelve digits are `base12` (root of 8 digits + branch of 4, e.g. 0001). */
export function cnpjFromBase(base12: string): string {
  const digits = digitsOf(base12, 12, "CNPJ");
  const first = mod11(digits, CNPJ_WEIGHTS.slice(1));
  const second = mod11([...digits, first], CNPJ_WEIGHTS);
  return `${base12}${first}${second}`;
}
