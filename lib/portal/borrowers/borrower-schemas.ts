/**
 * Forms of the borrower's registration, derived field by field from the contract (lib/contract natural-person and
 * bank-account): the portal checks what the API will check, with the same messages. The account holder is the
 * borrower, always: the portal never registers an account whose holder differs (settlement would fail).
 */
import { z } from "zod";
import { bankAccountFieldsShape } from "@/lib/contract/bank-account";
import { naturalPersonFieldsShape } from "@/lib/contract/natural-person";
import { blankAsUndefined, dateField } from "../forms/form-schemas";

const { registrationNumber, name, birthDate, motherName, email, phone } = naturalPersonFieldsShape;
const { bankCode, agency, agencyDigit, accountNumber, accountDigit, accountType } = bankAccountFieldsShape;

export const bankAccountFormSchema = z.object({
  bankCode,
  agency,
  agencyDigit: blankAsUndefined(agencyDigit),
  accountNumber,
  accountDigit,
  accountType,
});

export const borrowerRegistrationSchema = z.object({
  registrationNumber,
  name,
  birthDate: dateField(birthDate, "a data de nascimento (dia, mês e ano)"),
  motherName: blankAsUndefined(motherName),
  email: blankAsUndefined(email),
  phone: blankAsUndefined(phone),
  account: bankAccountFormSchema,
});

export type BankAccountForm = z.output<typeof bankAccountFormSchema>;
export type BorrowerRegistrationInput = z.input<typeof borrowerRegistrationSchema>;
export type BorrowerRegistration = z.output<typeof borrowerRegistrationSchema>;

/** Labels of the registration fields, for the error summary and the review. */
export const BORROWER_FIELD_LABELS: Readonly<Record<string, string>> = {
  registrationNumber: "CPF",
  name: "Nome completo",
  birthDate: "Data de nascimento",
  motherName: "Nome da mãe",
  email: "E-mail",
  phone: "Celular",
  "account.bankCode": "Banco",
  "account.agency": "Agência",
  "account.agencyDigit": "Dígito da agência",
  "account.accountNumber": "Conta",
  "account.accountDigit": "Dígito da conta",
  "account.accountType": "Tipo de conta",
};
