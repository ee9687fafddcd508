/**
 * Brazilian tax ids the contract carries, checked by `cpf-cnpj-validator` (check digits, the Receita's list of
 * ids never issued such as repeated digits, and the alphanumeric CNPJ of IN RFB 2.229/2024, issued since July
 * 2026: 12 characters 0-9/A-Z, then two numeric check digits). The contract takes them without a mask; these
 * functions only accept that canonical, unmasked shape.
 */
import { cnpj, cpf } from "cpf-cnpj-validator";

const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** `true` for 11 digits with valid check digits. */
export function isValidCpf(value: string): boolean {
  return CPF_SHAPE.test(value) && cpf.isValid(value, true);
}

/** `true` for a CNPJ of 14 characters (numeric, or alphanumeric with numeric check digits) with valid check digits. */
export function isValidCnpj(value: string): boolean {
  return CNPJ_SHAPE.test(value) && cnpj.isValid(value, true);
}

/** `123.456.789-09` for display; the input as it came when it is not 11 digits. */
export function formatCpf(value: string): string {
  return CPF_SHAPE.test(value) ? cpf.format(value) : value;
}

/** `12.ABC.345/01DE-35` for display; the input as it came when it is not a CNPJ's shape. */
export function formatCnpj(value: string): string {
  return CNPJ_SHAPE.test(value) ? cnpj.format(value) : value;
}
