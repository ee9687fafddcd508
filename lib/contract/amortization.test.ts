import { describe, expect, test } from "vitest";
import {
  amortizationSchema,
  amortizationSchemaFor,
  calculationModelOf,
  fgtsAmortizationSchema,
  findForeignModelFields,
  priceSacAmortizationSchema,
} from "./amortization";
import { fgtsAmortization, fieldErrorsOf, messagesFor, priceAmortization, without } from "./test-fixtures";

const priceSacForbidden = [
  "paymentDay",
  "absAmortizationInMonths",
  "absInterestInMonths",
  "daysInYear",
  "periodicity",
  "termInMonths",
  "paymentMonth",
  "indexer",
  "indexerValue",
  "fiduciaryGuarantee",
];

const fgtsForbidden = [
  "paymentDay",
  "absAmortizationInMonths",
  "absInterestInMonths",
  "daysInYear",
  "periodicity",
  "paymentPeriodicity",
  "firstPaymentDate",
  "numberOfPayments",
  "calculationType",
  "calculateByValueType",
  "indexer",
  "indexerValue",
  "firstPaymentInterest",
  "fiduciaryGuarantee",
  "financeTaxExempted",
];

describe("valid calculation objects", () => {
  test.each(["price", "sac", "PRICE", "Sac", "pRiCe"])("Price/SAC with amortizationType %s passes, normalised", (type) => {
    const parsed = amortizationSchema.parse({ ...priceAmortization(), amortizationType: type });
    expect(parsed.amortizationType).toBe(type.toLowerCase());
  });

  test.each(["fgts", "FGTS", "Fgts"])("FGTS with amortizationType %s passes, normalised", (type) => {
    expect(amortizationSchema.parse({ ...fgtsAmortization(), amortizationType: type }).amortizationType).toBe("fgts");
  });

  test("every optional Price/SAC field is accepted", () => {
    const full = {
      ...priceAmortization(),
      calculateByValueType: "Liquid",
      financeTaxExempted: true,
      numberOfInterestPayments: 0,
      dueDateOnBusinessDays: true,
      includePaymentFixedCosts: false,
    };
    expect(fieldErrorsOf(priceSacAmortizationSchema, full)).toEqual([]);
  });

  test("FGTS without paymentMonth passes (recommended, not required)", () => {
    expect(fieldErrorsOf(fgtsAmortizationSchema, without(fgtsAmortization(), "paymentMonth"))).toEqual([]);
  });
});

describe("fields of another model are refused by name", () => {
  test.each(priceSacForbidden)("Price/SAC refuses %s", (field) => {
    const [message] = messagesFor(amortizationSchema, { ...priceAmortization(), [field]: 1 }, field);
    expect(message).toMatch(new RegExp(`^${field} pertence a`));
    expect(message).toMatch(/não envie no modelo price\/sac/);
  });

  test.each(["termInMonths", "paymentMonth"])("Price/SAC says %s belongs to the FGTS model", (field) => {
    expect(messagesFor(amortizationSchema, { ...priceAmortization(), [field]: 12 }, field)).toEqual([
      `${field} pertence ao modelo FGTS; não envie no modelo price/sac`,
    ]);
  });

  test.each(fgtsForbidden)("FGTS refuses %s", (field) => {
    const [message] = messagesFor(amortizationSchema, { ...fgtsAmortization(), [field]: 1 }, field);
    expect(message).toMatch(new RegExp(`^${field} pertence a`));
    expect(message).toMatch(/price\/sac \(consignado privado\)/);
    expect(message).toMatch(/não envie no modelo FGTS/);
  });

  test("a null value of a forbidden field is refused too", () => {
    expect(messagesFor(fgtsAmortizationSchema, { ...fgtsAmortization(), numberOfPayments: null }, "numberOfPayments")).toHaveLength(1);
  });

  test.each([
    ["Price/SAC", priceAmortization(), "price/sac"],
    ["FGTS", fgtsAmortization(), "FGTS"],
  ])("%s refuses an unknown field naming it", (_, object, label) => {
    const errors = fieldErrorsOf(amortizationSchema, { ...object, rate: 1.8 });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.field).toBe("rate");
    expect(errors[0]?.message).toMatch(new RegExp(`campo desconhecido: rate \\(objeto de cálculo ${label.replace("/", "\\/")}\\)`));
  });
});

describe("amortizationType", () => {
  test.each([
    ["consignado", /valor legado consignado não é mais aceito/],
    ["CONSIGNADO", /valor legado consignado não é mais aceito/],
    ["pricee", /price ou sac .* ou fgts/],
    [undefined, /^campo obrigatório: .*price ou sac/],
  ])("%s is refused with a message naming the accepted values", (type, message) => {
    expect(messagesFor(amortizationSchema, { ...priceAmortization(), amortizationType: type }, "amortizationType")).toEqual([
      expect.stringMatching(message),
    ]);
  });

  test("the model-specific schema refuses the legacy value too", () => {
    expect(messagesFor(priceSacAmortizationSchema, { ...priceAmortization(), amortizationType: "consignado" }, "amortizationType")).toEqual([
      expect.stringMatching(/consignado não é mais aceito/),
    ]);
  });

  test("the FGTS schema refuses price", () => {
    expect(messagesFor(fgtsAmortizationSchema, { ...fgtsAmortization(), amortizationType: "price" }, "amortizationType")).toEqual([
      expect.stringMatching(/amortizationType fgts/),
    ]);
  });

  test("a missing calculation object is reported as required", () => {
    expect(fieldErrorsOf(amortizationSchema, undefined)).toEqual([{ field: "", message: expect.stringMatching(/^campo obrigatório/) }]);
  });
});

describe("Price/SAC field rules", () => {
  test.each(["amortizationType", "requestedAmount", "apr", "numberOfPayments", "firstPaymentDate", "calculationType", "paymentPeriodicity"])(
    "%s is required",
    (field) => {
      const errors = fieldErrorsOf(priceSacAmortizationSchema, without(priceAmortization(), field));
      expect(errors).toEqual([{ field, message: expect.stringMatching(/^campo obrigatório/) }]);
    },
  );

  test.each([
    ["requestedAmount", 1500.5, /inteiro não negativo em centavos/],
    ["requestedAmount", -100, /inteiro não negativo em centavos/],
    ["requestedAmount", "150000", /inteiro não negativo em centavos/],
    ["apr", 0, /taxa mensal em percentual, maior que zero/],
    ["apr", "1.8", /taxa mensal em percentual/],
    ["numberOfPayments", 0, /número de parcelas, inteiro ≥ 1/],
    ["numberOfPayments", 24.5, /número de parcelas, inteiro ≥ 1/],
    ["firstPaymentDate", "2026-06-10", /YYYY-MM-DDTHH:MM:SSZ/],
    ["firstPaymentDate", "2026-06-10T00:00:00.000Z", /YYYY-MM-DDTHH:MM:SSZ/],
    ["startDate", "2026-05-01T00:00:00", /YYYY-MM-DDTHH:MM:SSZ/],
    ["calculationType", "Price", /V252DiasUteis, .* ou Irregular/],
    ["calculateByValueType", "Net", /Gross, Liquid ou Payment/],
    ["financeTaxExempted", "true", /true ou false/],
    ["numberOfInterestPayments", -1, /inteiro ≥ 0/],
  ])("%s = %j is refused with the expected unit or values", (field, value, message) => {
    expect(messagesFor(priceSacAmortizationSchema, { ...priceAmortization(), [field]: value }, field)).toEqual([
      expect.stringMatching(message),
    ]);
  });

  test.each([
    ["every 2", { every: 2, periodicity: "Monthly" }, "paymentPeriodicity.every"],
    ["Weekly", { every: 1, periodicity: "Weekly" }, "paymentPeriodicity.periodicity"],
    ["a missing periodicity", { every: 1 }, "paymentPeriodicity.periodicity"],
    ["a string every", { every: "1", periodicity: "Monthly" }, "paymentPeriodicity.every"],
  ])("paymentPeriodicity with %s is refused, stating the only value", (_, periodicity, field) => {
    expect(messagesFor(priceSacAmortizationSchema, { ...priceAmortization(), paymentPeriodicity: periodicity }, field)).toEqual([
      expect.stringMatching(/sempre mensal: envie paymentPeriodicity = \{ "every": 1, "periodicity": "Monthly" \}/),
    ]);
  });

  test("paymentPeriodicity refuses extra keys", () => {
    const periodicity = { every: 1, periodicity: "Monthly", day: 5 };
    expect(fieldErrorsOf(priceSacAmortizationSchema, { ...priceAmortization(), paymentPeriodicity: periodicity })).toEqual([
      { field: "paymentPeriodicity.day", message: expect.stringMatching(/campo desconhecido: day/) },
    ]);
  });
});

describe("FGTS field rules", () => {
  test.each(["amortizationType", "requestedAmount", "termInMonths", "apr", "startDate"])("%s is required", (field) => {
    expect(fieldErrorsOf(fgtsAmortizationSchema, without(fgtsAmortization(), field))).toEqual([
      { field, message: expect.stringMatching(/^campo obrigatório/) },
    ]);
  });

  test.each([
    ["requestedAmount", 3000.5, /centavos/],
    ["termInMonths", 0, /prazo em meses/],
    ["apr", -1, /maior que zero/],
    ["startDate", "2026-05-01", /YYYY-MM-DDTHH:MM:SSZ/],
    ["paymentMonth", "Aug", /January, February, .* December ou NotSet/],
    ["includePaymentFixedCosts", 1, /true ou false/],
  ])("%s = %j is refused with the expected unit or values", (field, value, message) => {
    expect(messagesFor(fgtsAmortizationSchema, { ...fgtsAmortization(), [field]: value }, field)).toEqual([
      expect.stringMatching(message),
    ]);
  });
});

describe("model selection helpers", () => {
  test.each([
    ["price", "price/sac"],
    ["SAC", "price/sac"],
    ["Fgts", "fgts"],
    ["consignado", undefined],
    [42, undefined],
  ])("calculationModelOf(%j) = %s", (type, model) => {
    expect(calculationModelOf(type)).toBe(model);
  });

  test("amortizationSchemaFor picks the schema of the declared model", () => {
    expect(amortizationSchemaFor("PRICE")).toBe(priceSacAmortizationSchema);
    expect(amortizationSchemaFor("fgts")).toBe(fgtsAmortizationSchema);
    expect(amortizationSchemaFor("consignado")).toBeUndefined();
  });

  test("findForeignModelFields lists the other model's fields of a calculation object", () => {
    expect(findForeignModelFields({ ...fgtsAmortization(), numberOfPayments: 24, indexer: "CDI" })).toEqual([
      {
        field: "numberOfPayments",
        declaredModel: "fgts",
        message: "numberOfPayments pertence ao modelo price/sac (consignado privado); não envie no modelo FGTS",
      },
      { field: "indexer", declaredModel: "fgts", message: expect.stringMatching(/^indexer pertence a outro modelo/) },
    ]);
  });

  test("findForeignModelFields looks inside a body's amortization", () => {
    const body = { productId: "x", amortization: { ...priceAmortization(), termInMonths: 60 } };
    expect(findForeignModelFields(body).map((field) => field.field)).toEqual(["amortization.termInMonths"]);
  });

  test.each([
    ["a clean object", priceAmortization()],
    ["an undeclared model", { amortizationType: "consignado", termInMonths: 1 }],
    ["a non-object", "price"],
  ])("findForeignModelFields finds nothing in %s", (_, payload) => {
    expect(findForeignModelFields(payload)).toEqual([]);
  });
});
