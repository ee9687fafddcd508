import { describe, expect, test } from "vitest";
import { cents } from "@/lib/money";
import { amountField, blankAsUndefined, monthlyRateField, termField } from "./form-schemas";
import { z } from "zod";

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("form schemas", () => {
  const amount = amountField({ what: "o valor solicitado", min: cents(50_000), max: cents(5_000_000) });

  test("an amount in range is integer cents, unchanged", () => {
    expect(amount.parse(150_000)).toBe(150_000);
  });

  test("empty, fractional cents and out-of-range amounts say what was expected", () => {
    expect(messageOf(amount, null)).toBe("Informe o valor solicitado em reais (ex.: 1.500,00).");
    expect(messageOf(amount, 1.5)).toMatch(/inteiro não negativo em centavos/);
    expect(messageOf(amount, 100)).toBe("Informe no mínimo R$\u00a0500,00.");
    expect(messageOf(amount, 5_000_050)).toBe("Informe no máximo R$\u00a050.000,00.");
  });

  test("cents typed into a reais field: caught at the field with the amount that was probably meant", () => {
    expect(messageOf(amount, 15_000_000)).toBe(
      "Informe no máximo R$\u00a050.000,00. Este campo é em reais: se 150000 era um valor em centavos, digite 1.500,00 (R$\u00a01.500,00).",
    );
  });

  test("a monthly rate outside the product's range names the range, and a fraction or a yearly rate for what it is", () => {
    const rate = monthlyRateField({ min: 1.6, max: 3.8 });
    expect(rate.parse(2.2)).toBe(2.2);
    expect(messageOf(rate, 0.02)).toBe("A taxa mensal deve estar entre 1,60% a 3,80% ao mês. 0,02 parece uma fração; em %, seria 2,00%.");
    expect(messageOf(rate, 30)).toBe("A taxa mensal deve estar entre 1,60% a 3,80% ao mês. Parece uma taxa anual: informe a taxa mensal.");
    expect(messageOf(rate, 9)).toBe("A taxa mensal deve estar entre 1,60% a 3,80% ao mês.");
    expect(messageOf(rate, null)).toMatch(/Informe a taxa mensal em %/);
  });

  test("terms are whole numbers in range; blank optional text is absent", () => {
    const term = termField({ min: 6, max: 96 }, "parcelas");
    expect(messageOf(term, 5)).toBe("Informe de 6 a 96 parcelas.");
    expect(messageOf(term, 12.5)).toBe("Informe de 6 a 96 parcelas.");
    expect(blankAsUndefined(z.string().min(3)).parse("  ")).toBeUndefined();
    expect(messageOf(blankAsUndefined(z.string().min(3)), "ab")).toBeDefined();
  });
});
