import { describe, expect, it } from "vitest";
import { asCents } from "./cents";
import { fgtsInput, fgtsProduct, payrollInput, payrollProduct } from "./test-fixtures";
import { validateAgainstProduct } from "./validate-against-product";

const fields = (errors: ReadonlyArray<{ field: string; code: string }>) => errors.map((e) => `${e.field}:${e.code}`);

describe("validation against the product", () => {
  it("accepts a valid payroll and FGTS object", () => {
    expect(validateAgainstProduct(payrollInput(), payrollProduct())).toEqual([]);
    expect(validateAgainstProduct(fgtsInput(), fgtsProduct())).toEqual([]);
    expect(validateAgainstProduct(payrollInput({ amortizationType: "PRICE" }), payrollProduct())).toEqual([]);
  });
  it("names the field of each problem", () => {
    const errors = validateAgainstProduct(
      payrollInput({
        amortizationType: "sac",
        requestedAmount: asCents(0),
        apr: 7,
        numberOfPayments: 121,
        calculationType: "V252DiasUteis",
        numberOfInterestPayments: 200,
        firstPaymentDate: "2025-01-01T00:00:00Z",
      }),
      payrollProduct(),
    );
    expect(fields(errors)).toEqual([
      "amortizationType:model_mismatch",
      "requestedAmount:invalid_value",
      "apr:out_of_range",
      "numberOfPayments:out_of_range",
      "calculationType:calculation_type_mismatch",
      "numberOfInterestPayments:out_of_range",
      "firstPaymentDate:invalid_date",
    ]);
    for (const error of errors) expect(error.message.length).toBeGreaterThan(10);
  });
  it("refuses a zero or negative rate, bad enums and bad dates", () => {
    expect(fields(validateAgainstProduct(payrollInput({ apr: 0 }), payrollProduct()))).toEqual(["apr:invalid_value"]);
    expect(fields(validateAgainstProduct(payrollInput({ amortizationType: "consignado" }), payrollProduct()))).toEqual([
      "amortizationType:invalid_value",
    ]);
    expect(
      fields(validateAgainstProduct(payrollInput({ calculationType: "X" as never, calculateByValueType: "Net" as never }), payrollProduct())),
    ).toEqual(["calculationType:invalid_value", "calculateByValueType:invalid_value"]);
    expect(fields(validateAgainstProduct(payrollInput({ startDate: "yesterday" }), payrollProduct()))).toEqual(["startDate:invalid_date"]);
  });
  it("checks the FGTS term: multiple of 12, product range, at most 3 pledged years", () => {
    expect(fields(validateAgainstProduct(fgtsInput({ termInMonths: 30 }), fgtsProduct()))).toEqual(["termInMonths:invalid_value"]);
    expect(fields(validateAgainstProduct(fgtsInput({ termInMonths: 48 }), fgtsProduct()))).toEqual(["termInMonths:out_of_range"]);
    expect(fields(validateAgainstProduct(fgtsInput({ termInMonths: 48 }), fgtsProduct({ maxTerm: 120 })))).toEqual([
      "termInMonths:out_of_range",
    ]);
    expect(fields(validateAgainstProduct(fgtsInput({ paymentMonth: "Maio" as never }), fgtsProduct()))).toEqual(["paymentMonth:invalid_value"]);
    expect(fields(validateAgainstProduct(fgtsInput(), payrollProduct()))).toEqual(["amortizationType:model_mismatch"]);
  });
});
