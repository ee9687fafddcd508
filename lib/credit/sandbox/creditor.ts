import { cnpjFromBase } from "./tax-id-generator";

/**
 * The lender of the embedded credit API: the credit institution that issues the instrument the borrower signs
 * (a Cédula de Crédito Bancário) and receives its payments. Partners are its correspondents. Sandbox data: the
 * name is the application's own and the CNPJ, valid by its check digits, belongs to no real company.
 */
export const SANDBOX_CREDITOR = {
  name: "Crédito Parceiros Sociedade de Crédito Direto S.A.",
  registrationNumber: cnpjFromBase("529174360001"),
} as const;
