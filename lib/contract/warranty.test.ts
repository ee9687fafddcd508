import { describe, expect, test } from "vitest";
import { fieldErrorsOf, messagesFor, warrantyItem, without } from "./test-fixtures";
import { warrantyItemSchema } from "./warranty";

describe("collateral item", () => {
  test("a complete item passes, with reais kept in reais", () => {
    const item = {
      ...warrantyItem(),
      registry_EmployeePositionCBOCode: 411010,
      registry_CtpsDigitalAuthorizationNumber: "AUT-2026-0001",
      registry_ProposalNumber: "PROP-77",
      registry_HasWarranty: true,
      registry_WarrantyFgtsBalanceInCents: 1250000,
      registry_WarrantyFgtsRescissionPenaltyInCents: 500000,
      registry_WarrantyRescissionBenefitPercentage: 40,
      admissionDate: "2019-03-01T00:00:00Z",
      employeeCode: "000123",
    };
    const parsed = warrantyItemSchema.parse(item);
    expect(parsed.totalValue).toBe(1500.5);
    expect(parsed.registry_OriginalMargin).toBe(820.35);
  });

  test.each([
    "warrantyType",
    "registry_EmployeeCode",
    "registry_EmployerRegistrationCode",
    "registry_EmployerName",
    "registry_EmployerRegistrationNumber",
    "registry_DiscountStartPeriod",
    "registry_EmployeeAdmissionDate",
    "totalValue",
  ])("%s is required", (field) => {
    expect(fieldErrorsOf(warrantyItemSchema, without(warrantyItem(), field))).toEqual([
      { field, message: expect.stringMatching(/^campo obrigatório/) },
    ]);
  });

  test.each([
    ["warrantyType", "Registry", /RegistryEmployee ou RegistryEmployeeRefinance/],
    ["totalValue", 1500.555, /decimal em reais.*2 casas decimais/],
    ["totalValue", -1, /decimal em reais/],
    ["totalValue", "1500.50", /decimal em reais/],
    ["registry_OriginalMargin", 820.351, /decimal em reais/],
    ["registry_DiscountStartPeriod", "2026-07", /primeiro dia do mês, YYYY-MM-01/],
    ["registry_DiscountStartPeriod", "2026-07-15", /primeiro dia do mês, YYYY-MM-01/],
    ["registry_EmployeeAdmissionDate", "2019-03-01", /YYYY-MM-DDTHH:MM:SSZ/],
    ["registry_EmployerRegistrationNumber", "11.222.333/0001-81", /CNPJ com 14 caracteres/],
    ["registry_EmployerRegistrationNumber", "11222333000180", /dígitos verificadores/],
    ["registry_EmployerRegistrationCode", "4567", /inteiro ≥ 1/],
    ["registry_EmployerName", "", /razão social do empregador: texto de 1 a 200/],
    ["registry_EmployeePositionCBOCode", 4110100, /até 6 dígitos/],
    ["registry_HasWarranty", "yes", /true ou false/],
    ["registry_WarrantyRescissionBenefitPercentage", 140, /entre 0 e 100/],
  ])("%s = %j is refused with the expected unit or format", (field, value, message) => {
    const item = { ...warrantyItem(), registry_HasWarranty: true, registry_WarrantyFgtsBalanceInCents: 1, [field]: value };
    expect(messagesFor(warrantyItemSchema, item, field)).toEqual([expect.stringMatching(message)]);
  });

  test.each([
    ["registry_WarrantyFgtsBalanceInCents", 12500.5],
    ["registry_WarrantyFgtsBalanceInCents", -1],
    ["registry_WarrantyFgtsRescissionPenaltyInCents", 10.25],
  ])("%s = %j is refused asking for cents", (field, value) => {
    const item = { ...warrantyItem(), registry_HasWarranty: true, registry_WarrantyFgtsBalanceInCents: 1, [field]: value };
    expect(messagesFor(warrantyItemSchema, item, field)).toEqual([expect.stringMatching(/inteiro não negativo em centavos/)]);
  });

  test("the FGTS balance is required when registry_HasWarranty is true", () => {
    expect(fieldErrorsOf(warrantyItemSchema, { ...warrantyItem(), registry_HasWarranty: true })).toEqual([
      {
        field: "registry_WarrantyFgtsBalanceInCents",
        message: expect.stringMatching(/^campo obrigatório quando registry_HasWarranty é true: .*centavos/),
      },
    ]);
  });

  test("the conditional rule is reported together with other field errors", () => {
    const fields = fieldErrorsOf(warrantyItemSchema, { ...warrantyItem(), totalValue: 1.001, registry_HasWarranty: true }).map(
      (error) => error.field,
    );
    expect(fields).toEqual(["totalValue", "registry_WarrantyFgtsBalanceInCents"]);
  });

  test.each([
    ["registry_WarrantyFgtsBalanceInCents", 100],
    ["registry_WarrantyFgtsRescissionPenaltyInCents", 100],
    ["registry_WarrantyRescissionBenefitPercentage", 40],
  ])("%s without registry_HasWarranty true is refused", (field, value) => {
    expect(messagesFor(warrantyItemSchema, { ...warrantyItem(), registry_HasWarranty: false, [field]: value }, field)).toEqual([
      expect.stringMatching(/só com registry_HasWarranty = true/),
    ]);
  });

  test.each([
    ["admissionDate", "2020-01-01T00:00:00Z", "registry_EmployeeAdmissionDate"],
    ["employeeCode", "999", "registry_EmployeeCode"],
  ])("the generic copy %s must equal %s", (field, value, original) => {
    expect(messagesFor(warrantyItemSchema, { ...warrantyItem(), [field]: value }, field)).toEqual([
      expect.stringMatching(new RegExp(`mesmo valor de ${original}`)),
    ]);
  });

  test("an unknown field is refused by name", () => {
    expect(fieldErrorsOf(warrantyItemSchema, { ...warrantyItem(), totalValueInCents: 150050 })).toEqual([
      { field: "totalValueInCents", message: expect.stringMatching(/campo desconhecido: totalValueInCents \(item de garantia\)/) },
    ]);
  });
});
