import { describe, expect, it } from "vitest";
import { toFinanceProduct } from "@/lib/credit/products/to-finance-product";
import { toProductResponse } from "@/lib/credit/products/to-product-response";
import { fgtsRow, priceRow } from "@/lib/credit/products/test-product-rows";
import { asCents, simulatePlan } from "@/lib/finance";
import { cents } from "@/lib/money";
import { fgtsAmortization } from "./build-requests";
import { fgtsLargestAmount, marginCeiling } from "./amount-limits";
import { amortizationFormSchema, fgtsFormSchema, fgtsLimitText, offersFormSchema } from "./simulation-schemas";

const TODAY = "2026-11-25";
const fgts = toProductResponse(fgtsRow());
const price = toProductResponse(priceRow());

describe("the FGTS maximum at the amount field", () => {
  it.each([12, 24, 36])("with %i months is what the API's engine accepts, and one cent more it refuses", (termInMonths) => {
    const form = { termInMonths, apr: fgts.monthlyRate.max, paymentMonth: "August" as const };
    const max = fgtsLargestAmount(fgts, form, TODAY)!;
    const api = (amount: number) => simulatePlan({ ...fgtsAmortization({ ...form, requestedAmount: cents(amount) }, TODAY), requestedAmount: asCents(amount) }, toFinanceProduct(fgtsRow()));
    expect(api(max).ok).toBe(true);
    expect(api(max + 1).ok).toBe(false);
  });

  it("with one withdrawal is below R$ 500 and the form says so at the amount, with the figure", () => {
    const form = { termInMonths: 12, apr: fgts.monthlyRate.max, paymentMonth: "August" as const };
    const limit = fgtsLimitText(fgts, form, TODAY)!;
    expect(limit.max).toBeLessThan(50_000);
    expect(limit.text).toMatch(/^Com 1 saque a .+ ao mês, até R\$\s4\d\d,\d\d: cada parcela anual, com juros e IOF, fica em no máximo R\$\s500,00 \(Res\. CCFGTS 1\.130\/2025\)\.$/);
    const refused = fgtsFormSchema(fgts, TODAY).safeParse({ productId: fgts.id, ...form, requestedAmount: 48_000 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["requestedAmount", limit.text]]);
    expect(fgtsFormSchema(fgts, TODAY).safeParse({ productId: fgts.id, ...form, requestedAmount: limit.max }).success).toBe(true);
  });
});

describe("the largest amount any offer reaches from the margin", () => {
  it("is the margin's present value over the longest term at the lowest rate: below margin × term", () => {
    const ceiling = marginCeiling(2_500, price);
    expect(ceiling).toBeLessThan(2_500 * price.term.max);
    expect(ceiling).toBeGreaterThan(2_500 * 30);
  });

  it("bounds both payroll forms with a message that names the figure and the reason", () => {
    const ceiling = marginCeiling(2_500, price);
    const plan = amortizationFormSchema(price, 2_500).safeParse({ productId: price.id, requestedAmount: ceiling + 1, apr: price.monthlyRate.min, numberOfPayments: 24 });
    expect(plan.error?.issues[0]?.message).toMatch(new RegExp(`margem livre de R\\$\\s25,00 mesmo em ${price.term.max} parcelas à menor taxa`));
    expect(amortizationFormSchema(price, 2_500).safeParse({ productId: price.id, requestedAmount: ceiling, apr: price.monthlyRate.min, numberOfPayments: 24 }).success).toBe(true);
    const offers = offersFormSchema(price, 2_500);
    expect(offers.safeParse({ valueMode: "Gross", value: ceiling + 1, terms: [24], rateMode: "MinimumRate" }).success).toBe(false);
    // An installment is bounded by the margin itself.
    const wide = offersFormSchema(price, 50_000);
    const payment = wide.safeParse({ valueMode: "Payment", value: 50_001, terms: [24], rateMode: "MinimumRate" });
    expect(payment.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["value", "A parcela passa da margem livre de R$\u00a0500,00: informe no máximo esse valor."]]);
    expect(wide.safeParse({ valueMode: "Payment", value: 50_000, terms: [24], rateMode: "MinimumRate" }).success).toBe(true);
  });
});
