import { describe, expect, test } from "vitest";
import { firstPaymentDateQuerySchema } from "./first-payment-date";
import { freeMarginHistoryQuerySchema, freeMarginQuerySchema, freeMarginSchema } from "./margin";
import { offerListSchema, registryEmployeeOffersRequestSchema } from "./offers";
import { borrowerCpf, employerCnpj, fieldErrorsOf, messagesFor, personId, productId } from "./test-fixtures";

describe("free margin query", () => {
  test.each([
    [{ personId, creditProductId: productId }],
    [{ registrationNumber: borrowerCpf, creditProductId: productId }],
    [{ personId }],
  ])("%j passes", (query) => {
    expect(fieldErrorsOf(freeMarginQuerySchema, query)).toEqual([]);
  });

  test("one borrower identifier is required", () => {
    expect(fieldErrorsOf(freeMarginQuerySchema, { creditProductId: productId })).toEqual([
      { field: "personId", message: expect.stringMatching(/^campo obrigatório: informe personId .* ou registrationNumber \(CPF, 11 dígitos\)/) },
    ]);
  });

  test("both identifiers are refused", () => {
    expect(fieldErrorsOf(freeMarginQuerySchema, { personId, registrationNumber: borrowerCpf })).toEqual([
      { field: "registrationNumber", message: "informe personId ou registrationNumber, não os dois" },
    ]);
  });

  test.each([
    ["registrationNumber", "123.456.789-09", /11 dígitos/],
    ["personId", "42", /UUID/],
    ["creditProductId", "produto", /UUID/],
  ])("%s = %j is refused", (field, value, message) => {
    expect(messagesFor(freeMarginQuerySchema, { personId, [field]: value }, field)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });

  test("the history query paginates and keeps the identifier rule", () => {
    expect(freeMarginHistoryQuerySchema.parse({ personId, page: "2" })).toEqual({ personId, page: 2, size: 20 });
    expect(fieldErrorsOf(freeMarginHistoryQuerySchema, {}).map((error) => error.field)).toEqual(["personId"]);
  });

  test("the response carries the link and the margin in cents", () => {
    const margin = {
      registrationNumber: borrowerCpf,
      employeeCode: "000123",
      employerRegistrationNumber: employerCnpj,
      employerRegistrationCode: 4567,
      employerName: "Empresa Exemplo Ltda",
      admissionDate: "2019-03-01T00:00:00Z",
      positionCBOCode: 411010,
      grossSalaryInCents: 450000,
      freeMarginInCents: 82035,
      queriedAt: "2026-05-01T10:00:00Z",
      validUntil: "2026-05-01T22:00:00Z",
    };
    expect(freeMarginSchema.parse(margin).freeMarginInCents).toBe(82035);
  });
});

describe("offers request", () => {
  const base = { registrationNumber: borrowerCpf, employerRegistrationNumber: employerCnpj, employeeCode: "000123" };

  test.each([
    ["the whole margin (no value mode)", {}],
    ["Gross with requestedValue", { calculateByValue: "Gross", requestedValue: 500000 }],
    ["Liquid with requestedValue", { calculateByValue: "Liquid", requestedValue: 450000 }],
    ["Payment with a maximum installment", { calculateByValue: "Payment", rangePaymentAmounts: [30000] }],
    ["Payment with a range", { calculateByValue: "Payment", rangePaymentAmounts: [20000, 30000] }],
    ["terms, products and a rate", { rangeNumberOfPayments: [12, 24, 36], productIds: [productId], interestRate: 1.8 }],
    ["a rate mode and a category", { rateMode: "MinimumRate", productCategory: "consignado-privado" }],
  ])("%s passes", (_, patch) => {
    expect(fieldErrorsOf(registryEmployeeOffersRequestSchema, { ...base, ...patch })).toEqual([]);
  });

  test.each([
    ["Gross without requestedValue", { calculateByValue: "Gross" }, "requestedValue", /obrigatório quando calculateByValue é Gross ou Liquid: .*centavos/],
    ["Liquid without requestedValue", { calculateByValue: "Liquid" }, "requestedValue", /obrigatório quando calculateByValue é Gross ou Liquid/],
    ["Payment without a range", { calculateByValue: "Payment" }, "rangePaymentAmounts", /obrigatório quando calculateByValue é Payment/],
    ["requestedValue with Payment", { calculateByValue: "Payment", rangePaymentAmounts: [1], requestedValue: 1 }, "requestedValue", /só com calculateByValue Gross ou Liquid/],
    ["requestedValue without a mode", { requestedValue: 1 }, "requestedValue", /só com calculateByValue Gross ou Liquid/],
    ["a range without Payment", { rangePaymentAmounts: [1] }, "rangePaymentAmounts", /só com calculateByValue Payment/],
    ["a descending range", { calculateByValue: "Payment", rangePaymentAmounts: [30000, 20000] }, "rangePaymentAmounts", /ordem crescente/],
    ["a range of three values", { calculateByValue: "Payment", rangePaymentAmounts: [1, 2, 3] }, "rangePaymentAmounts", /com 1 a 2 /],
    ["requestedValue in reais", { calculateByValue: "Gross", requestedValue: 5000.5 }, "requestedValue", /inteiro não negativo em centavos/],
    ["a range in reais", { calculateByValue: "Payment", rangePaymentAmounts: [300.5] }, "rangePaymentAmounts[0]", /centavos/],
    ["an unknown mode", { calculateByValue: "Net" }, "calculateByValue", /Gross, Liquid ou Payment/],
    ["rateMode and interestRate together", { rateMode: "MaximumRate", interestRate: 1.8 }, "interestRate", /rateMode ou interestRate, não os dois/],
    ["an unknown rate mode", { rateMode: "Average" }, "rateMode", /MinimumRate ou MaximumRate/],
    ["a zero rate", { interestRate: 0 }, "interestRate", /maior que zero/],
    ["a fractional term", { rangeNumberOfPayments: [12.5] }, "rangeNumberOfPayments[0]", /número inteiro de parcelas/],
    ["an employer CPF instead of CNPJ", { employerRegistrationNumber: borrowerCpf }, "employerRegistrationNumber", /CNPJ com 14 caracteres/],
  ])("%s is refused", (_, patch, field, message) => {
    expect(messagesFor(registryEmployeeOffersRequestSchema, { ...base, ...patch }, field)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });

  test("registrationNumber is required", () => {
    expect(messagesFor(registryEmployeeOffersRequestSchema, {}, "registrationNumber")).toEqual([expect.stringMatching(/^campo obrigatório/)]);
  });

  test("an empty offer list is a valid answer (no result)", () => {
    expect(offerListSchema.parse([])).toEqual([]);
  });
});

describe("first payment date query", () => {
  test("takes productId and a civil startDate", () => {
    expect(fieldErrorsOf(firstPaymentDateQuerySchema, { productId, startDate: "2026-05-01" })).toEqual([]);
  });

  test.each([
    ["startDate", "2026-05-01T00:00:00Z", /YYYY-MM-DD/],
    ["startDate", "2026-02-30", /data de calendário válida/],
    ["productId", undefined, /^campo obrigatório: informe um UUID/],
  ])("%s = %j is refused", (field, value, message) => {
    expect(messagesFor(firstPaymentDateQuerySchema, { productId, startDate: "2026-05-01", [field]: value }, field)).toEqual([
      expect.stringMatching(message),
    ]);
  });
});
