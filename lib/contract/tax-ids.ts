/** Check-digit validation of the Brazilian tax ids the contract carries (digits only). */

function digitsOf(value: string): number[] {
  return Array.from(value, (char) => Number(char));
}

/** Modulo-11 check digit over `digits` with the given weights (CPF and CNPJ share the rule). */
function mod11CheckDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Repeated digits (000..., 111...) pass the modulo-11 rule but are not issued ids. */
function isRepeatedDigit(value: string): boolean {
  return /^(\d)\1*$/.test(value);
}

const cpfWeights1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const cpfWeights2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** `true` for 11 digits with valid check digits. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || isRepeatedDigit(value)) return false;
  const digits = digitsOf(value);
  return (
    mod11CheckDigit(digits, cpfWeights1) === digits[9] && mod11CheckDigit(digits, cpfWeights2) === digits[10]
  );
}

const cnpjWeights1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cnpjWeights2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** `true` for 14 digits with valid check digits. */
export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || isRepeatedDigit(value)) return false;
  const digits = digitsOf(value);
  return (
    mod11CheckDigit(digits, cnpjWeights1) === digits[12] && mod11CheckDigit(digits, cnpjWeights2) === digits[13]
  );
}
