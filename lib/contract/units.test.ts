import { describe, expect, expectTypeOf, test } from "vitest";
import type { Cents, Reais } from "@/lib/money/types";
import { fieldErrorsOf } from "./test-fixtures";
import {
  booleanQuerySchema,
  centsSchema,
  civilDateSchema,
  cnpjSchema,
  competenceSchema,
  cpfSchema,
  integerIdSchema,
  monthlyRateSchema,
  percentageSchema,
  reaisSchema,
  shareSchema,
  utcDateTimeSchema,
  uuidSchema,
} from "./units";

/** The single message a unit schema reports for `input` (unit schemas report at the root). */
function messageOf(schema: Parameters<typeof fieldErrorsOf>[0], input: unknown): string {
  const errors = fieldErrorsOf(schema, input);
  expect(errors).toHaveLength(1);
  expect(errors[0]?.field).toBe("");
  return errors[0]?.message ?? "";
}

describe("cents", () => {
  test.each([0, 1, 150000, 1_000_000_000_000_000])("accepts %s", (value) => {
    expect(centsSchema.parse(value)).toBe(value);
  });

  test.each([
    ["a decimal (reais sent as cents)", 1500.5],
    ["a negative amount", -1],
    ["a numeric string", "150000"],
    ["null", null],
    ["a boolean", true],
    ["an amount above lib/money's range", 1e16],
    ["an unsafe integer", 2 ** 60],
  ])("refuses %s, asking for integer cents", (_, value) => {
    expect(messageOf(centsSchema, value)).toMatch(/inteiro não negativo em centavos \(ex\.: 150000 = R\$ 1\.500,00\)/);
  });

  test("a missing amount is reported as required", () => {
    expect(messageOf(centsSchema, undefined)).toMatch(/^campo obrigatório: .*centavos/);
  });

  test("the output is the Cents brand", () => {
    expectTypeOf(centsSchema.parse(1)).toEqualTypeOf<Cents>();
  });
});

describe("reais", () => {
  test.each([0, 0.1, 1500.5, 1500.55, 1234.56, 10])("accepts %s", (value) => {
    expect(reaisSchema.parse(value)).toBe(value);
  });

  test.each([
    ["three decimals", 1500.555],
    ["a third decimal hidden in float noise", 1.005],
    ["a tiny fraction", 1e-7],
    ["a negative amount", -0.01],
    ["a string", "1500.50"],
  ])("refuses %s, asking for decimal reais", (_, value) => {
    expect(messageOf(reaisSchema, value)).toMatch(/decimal em reais.*no máximo 2 casas decimais/);
  });

  test("the output is the Reais brand", () => {
    expectTypeOf(reaisSchema.parse(1)).toEqualTypeOf<Reais>();
  });
});

describe("rates", () => {
  test.each([0.01, 1.8, 12])("apr accepts %s", (value) => {
    expect(monthlyRateSchema.parse(value)).toBe(value);
  });

  test.each([0, -1.8, "1.8"])("apr refuses %s, asking for a monthly percent above zero", (value) => {
    expect(messageOf(monthlyRateSchema, value)).toMatch(/taxa mensal em percentual, maior que zero/);
  });

  test("percentages have no upper bound (yearly CET may pass 100%)", () => {
    expect(percentageSchema.parse(213.5)).toBe(213.5);
    expect(messageOf(percentageSchema, -1)).toMatch(/percentual não negativo/);
  });

  test.each([-1, 100.01])("a share refuses %s, asking for 0 to 100", (value) => {
    expect(messageOf(shareSchema, value)).toMatch(/entre 0 e 100/);
  });
});

describe("competence", () => {
  test("accepts the first day of the month", () => {
    expect(competenceSchema.parse("2026-05-01")).toBe("2026-05-01");
  });

  test.each(["2026-05", "2026-05-15", "2026-13-01", "05/2026", "2026-05-01T00:00:00Z", 202605])(
    "refuses %s, asking for YYYY-MM-01",
    (value) => {
      expect(messageOf(competenceSchema, value)).toMatch(/use o primeiro dia do mês, YYYY-MM-01/);
    },
  );
});

describe("UTC date-time", () => {
  test.each(["2026-05-01T00:00:00Z", "2024-02-29T23:59:59Z"])("accepts %s", (value) => {
    expect(utcDateTimeSchema.parse(value)).toBe(value);
  });

  test.each([
    ["without Z", "2026-05-01T10:00:00"],
    ["with milliseconds", "2026-05-01T10:00:00.000Z"],
    ["with an offset", "2026-05-01T10:00:00-03:00"],
    ["without seconds", "2026-05-01T10:00Z"],
    ["with an impossible day", "2026-02-30T10:00:00Z"],
    ["on 29 February of a common year", "2025-02-29T10:00:00Z"],
    ["with hour 24", "2026-05-01T24:00:00Z"],
    ["as a civil date", "2026-05-01"],
    ["as epoch milliseconds", 1767225600000],
  ])("refuses a value %s, showing the exact shape", (_, value) => {
    expect(messageOf(utcDateTimeSchema, value)).toMatch(/UTC no formato YYYY-MM-DDTHH:MM:SSZ/);
  });
});

describe("civil date", () => {
  test.each(["2026-05-01", "2024-02-29"])("accepts %s", (value) => {
    expect(civilDateSchema.parse(value)).toBe(value);
  });

  test.each(["2026-02-30", "2025-02-29", "2026-04-31", "2026-5-1", "2026-05-01T00:00:00Z", "01/05/2026"])(
    "refuses %s, asking for a real YYYY-MM-DD date",
    (value) => {
      expect(messageOf(civilDateSchema, value)).toMatch(/formato YYYY-MM-DD, com data de calendário válida/);
    },
  );
});

describe("identifiers", () => {
  test("uuid", () => {
    expect(uuidSchema.parse("3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f")).toBeTruthy();
    expect(messageOf(uuidSchema, "123")).toMatch(/informe um UUID/);
    expect(messageOf(uuidSchema, 123)).toMatch(/informe um UUID/);
  });

  test.each([
    ["formatted", "123.456.789-09", /11 dígitos, só números/],
    ["short", "1234567890", /11 dígitos, só números/],
    ["a number", 12345678909, /11 dígitos, só números/],
    ["wrong check digits", "12345678900", /dígitos verificadores não conferem/],
    ["repeated digits", "11111111111", /dígitos verificadores não conferem/],
    // Mod-11 valid, but a sequence the Receita never issues (cpf-cnpj-validator's list).
    ["the textbook example", "12345678909", /dígitos verificadores não conferem/],
  ])("CPF %s is refused", (_, value, message) => {
    expect(messageOf(cpfSchema, value)).toMatch(message);
  });

  test.each(["52998224725", "39053344705"])("CPF %s is accepted", (value) => {
    expect(cpfSchema.parse(value)).toBe(value);
  });

  test.each([
    ["formatted", "11.222.333/0001-81", /14 caracteres, sem pontos/],
    ["short", "1122233300018", /14 caracteres, sem pontos/],
    ["lower-case alphanumeric", "12abc34501de35", /14 caracteres, sem pontos/],
    ["letters in the check digits", "12ABC34501DEAB", /14 caracteres, sem pontos/],
    ["wrong check digits", "11222333000180", /dígitos verificadores não conferem/],
    ["repeated digits", "00000000000000", /dígitos verificadores não conferem/],
  ])("CNPJ %s is refused", (_, value, message) => {
    expect(messageOf(cnpjSchema, value)).toMatch(message);
  });

  test.each(["11222333000181", "11444777000161", "12ABC34501DE35"])("CNPJ %s is accepted", (value) => {
    expect(cnpjSchema.parse(value)).toBe(value);
  });

  test.each([0, -5, 1.5, "123", "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f"])("integer id refuses %s", (value) => {
    expect(messageOf(integerIdSchema, value)).toMatch(/identificador inteiro positivo/);
  });

  test("integer ids are 32-bit: 2147483647 is accepted, 2147483648 refused with the bound (it was a 500 from the database)", () => {
    expect(integerIdSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(messageOf(integerIdSchema, 2_147_483_648)).toMatch(/acima de 2\.147\.483\.647/);
  });
});

describe("boolean query parameters", () => {
  const flag = booleanQuerySchema("teste");

  test.each([
    ["true", true],
    ["false", false],
  ])("reads %s", (text, value) => {
    expect(flag.parse(text)).toBe(value);
  });

  test.each(["1", "yes", "TRUE", ""])("refuses %s, listing true and false", (text) => {
    expect(messageOf(flag, text)).toMatch(/true ou false/);
  });
});
