/** Valid payloads and helpers shared by the contract's tests. Each builder returns a fresh object. */
import type { z } from "zod";
import { type FieldError, toFieldErrors } from "./errors";

export const borrowerCpf = "52998224725";
export const employerCnpj = "11222333000181";
export const productId = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";
export const personId = "7d9f1b2c-3e4a-4f5b-9c6d-1e2f3a4b5c6d";
export const bankAccountId = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

/** Messages reported for one field path. */
export function messagesFor(schema: z.ZodType, input: unknown, field: string): string[] {
  return fieldErrorsOf(schema, input)
    .filter((error) => error.field === field)
    .map((error) => error.message);
}

/** A copy of `object` without `key`. */
export function without<T extends object>(object: T, key: string): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)) as Partial<T>;
}

export function priceAmortization() {
  return {
    amortizationType: "price",
    requestedAmount: 150000,
    apr: 1.8,
    numberOfPayments: 24,
    firstPaymentDate: "2026-06-10T00:00:00Z",
    calculationType: "V360Meses",
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate: "2026-05-01T00:00:00Z",
  };
}

export function fgtsAmortization() {
  return {
    amortizationType: "fgts",
    requestedAmount: 300000,
    termInMonths: 60,
    apr: 1.79,
    startDate: "2026-05-01T00:00:00Z",
    paymentMonth: "August",
  };
}

export function warrantyItem() {
  return {
    warrantyType: "RegistryEmployee",
    registry_EmployeeCode: "000123",
    registry_EmployerRegistrationCode: 4567,
    registry_EmployerName: "Empresa Exemplo Ltda",
    registry_EmployerRegistrationNumber: employerCnpj,
    registry_DiscountStartPeriod: "2026-07-01",
    registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
    totalValue: 1500.5,
    registry_OriginalMargin: 820.35,
  };
}

export function uploadItem() {
  return { fileType: "Authorization", fileName: "termo-autorizacao.pdf", displayName: "Termo de autorização" };
}

export function privateLoanCreationBody() {
  return {
    productId,
    personId,
    bankAccountId,
    amortization: priceAmortization(),
    warranty: [warrantyItem()],
    uploads: [uploadItem()],
    liquidationType: "EletronicTransfer",
  };
}

export function fgtsCreationBody() {
  return {
    productId,
    personId,
    bankAccountId,
    amortization: fgtsAmortization(),
    uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf" }],
    liquidationType: "EletronicTransfer",
  };
}

export function naturalPersonCreation() {
  return { registrationNumber: borrowerCpf, name: "Maria da Silva", birthDate: "1990-04-15" };
}

export function bankAccountFields() {
  return {
    bankCode: "001",
    agency: "1234",
    accountNumber: "567890",
    accountDigit: "1",
    accountType: "Checking",
    holderRegistrationNumber: borrowerCpf,
  };
}
