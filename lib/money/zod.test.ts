import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Cents, Reais } from "./types";
import { reaisInputToCentsSchema, reaisInputToReaisSchema } from "./zod";

describe("reaisInputToCentsSchema", () => {
  const schema = reaisInputToCentsSchema({ min: 100 as Cents, max: 5_000_000 as Cents });

  it("outputs cents from pt-BR text", () => {
    const requestedAmount: Cents = schema.parse("1.234,56");
    expect(requestedAmount).toBe(123456);
    expect(reaisInputToCentsSchema().parse("R$ 0,29")).toBe(29);
  });

  it("reports the parser's pt-BR reason", () => {
    const result = schema.safeParse("12,345");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Informe no máximo 2 casas decimais (centavos), separadas por vírgula (ex.: 1.234,56).",
    );
  });

  it("checks bounds with formatted amounts", () => {
    expect(schema.safeParse("0,99").error?.issues[0]?.message).toBe("Informe no mínimo R$\u00A01,00.");
    expect(schema.safeParse("50.000,01").error?.issues[0]?.message).toBe("Informe no máximo R$\u00A050.000,00.");
    expect(schema.parse("50.000,00")).toBe(5_000_000);
  });

  it("rejects non-strings and keeps the field path inside objects", () => {
    const form = z.object({ amortization: z.object({ requestedAmount: reaisInputToCentsSchema() }) });
    const result = form.safeParse({ amortization: { requestedAmount: "abc" } });
    expect(result.error?.issues[0]?.path).toEqual(["amortization", "requestedAmount"]);
    expect(reaisInputToCentsSchema().safeParse(12).success).toBe(false);
  });
});

describe("reaisInputToReaisSchema", () => {
  it("outputs exact reais for fields that stay in reais", () => {
    const totalValue: Reais = reaisInputToReaisSchema().parse("1.234,56");
    expect(totalValue).toBe(1234.56);
    expect(reaisInputToReaisSchema().parse("0,29")).toBe(0.29);
  });

  it("checks bounds given in reais", () => {
    const schema = reaisInputToReaisSchema({ max: 1000 as Reais });
    expect(schema.safeParse("1.000,01").success).toBe(false);
    expect(schema.parse("1.000,00")).toBe(1000);
  });
});
