/**
 * Settlement account (`/v1/BankAccount`). The record is "not shown" in the spec; this file decides it. The
 * account holder's CPF is part of the record: settlement to a holder other than the borrower fails
 * (`PaymentRevision`).
 */
import { z } from "zod";
import { accountTypeSchema } from "./enums";
import { parametersObject, requestObject } from "./objects";
import { pageOf, paginationQueryShape } from "./pagination";
import { contractString, cpfSchema, textSchema, utcDateTimeSchema, uuidSchema } from "./units";

function digitsField(expectation: string, pattern: RegExp) {
  return contractString(expectation).regex(pattern, { error: expectation });
}

/** Account fields without the owner, shared by the account registration and `newPersonAndAccount`. */
export const bankAccountFieldsShape = {
  bankCode: digitsField("informe o código COMPE do banco com 3 dígitos (ex.: 001)", /^\d{3}$/).describe(
    "Código COMPE do banco, 3 dígitos.",
  ),
  agency: digitsField("informe a agência com 1 a 5 dígitos, só números, sem o dígito verificador", /^\d{1,5}$/).describe(
    "Agência, sem dígito.",
  ),
  agencyDigit: digitsField("informe o dígito da agência: um algarismo ou X", /^[\dX]$/).optional().describe("Dígito da agência, quando houver."),
  accountNumber: digitsField("informe o número da conta com 1 a 20 dígitos, só números, sem o dígito verificador", /^\d{1,20}$/).describe(
    "Número da conta, sem dígito.",
  ),
  accountDigit: digitsField("informe o dígito da conta: um algarismo ou X", /^[\dX]$/).describe("Dígito verificador da conta."),
  accountType: accountTypeSchema,
  holderRegistrationNumber: cpfSchema.describe("CPF do titular da conta; deve ser o do tomador, senão a liquidação falha."),
  holderName: textSchema("o nome do titular", { min: 3, max: 150 }).optional().describe("Nome do titular."),
};

export const bankAccountCreateSchema = requestObject(
  { personId: uuidSchema.describe("Tomador dono da conta."), ...bankAccountFieldsShape },
  "cadastro de conta bancária",
).meta({ id: "BankAccountCreate", description: "Conta de liquidação do valor liberado." });

export const bankAccountSchema = z
  .object({
    id: uuidSchema,
    personId: uuidSchema,
    ...bankAccountFieldsShape,
    createdAt: utcDateTimeSchema,
  })
  .meta({ id: "BankAccount", description: "Conta de liquidação cadastrada." });

export const bankAccountListQuerySchema = parametersObject(
  {
    personId: uuidSchema.describe("Tomador cujas contas listar (obrigatório)."),
    ...paginationQueryShape,
  },
  "busca de contas",
);

export const bankAccountPageSchema = pageOf(bankAccountSchema).meta({ id: "BankAccountPage" });

export type BankAccountListQuery = z.output<typeof bankAccountListQuerySchema>;
export type BankAccountCreate = z.output<typeof bankAccountCreateSchema>;
export type BankAccountCreateInput = z.input<typeof bankAccountCreateSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;
