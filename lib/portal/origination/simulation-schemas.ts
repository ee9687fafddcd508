/**
 * Form schemas of the simulation step, built from the product's published ranges (GET /v1/Product) and piped into
 * the contract's own field schemas: the browser and the server action check the same thing, and the API checks it
 * once more. Client-safe (no server imports): the form builds its resolver with these.
 */
import { z } from "zod";
import { fgtsAcceptedShape, priceSacAcceptedShape } from "@/lib/contract/amortization";
import { offersRequestShape } from "@/lib/contract/offers";
import { calculateByValueSchema, paymentMonthSchema, rateModeSchema } from "@/lib/contract/enums";
import type { Product } from "@/lib/contract/product";
import { uuidSchema } from "@/lib/contract/units";
import { cents, formatCents, type Cents } from "@/lib/money";
import { amountField, formatPercent, monthlyRateField, termField, type AmountFieldOptions } from "../forms/form-schemas";
import { brasiliaToday } from "../format/dates";
import { pluralize } from "../format/plural";
import { fgtsLargestAmount, marginCeiling } from "./amount-limits";

/**
 * The largest amount any offer or plan can reach from the borrower's free margin (the margin as the installment over
 * the product's longest term at its lowest rate, interest included), and the sentence that says so.
 */
export function marginCeilingText(product: Product, freeMarginInCents: number): { max: Cents; reason: string; refusal: string } {
  const max = marginCeiling(freeMarginInCents, product);
  const margin = formatCents(cents(freeMarginInCents));
  const longest = `${pluralize(product.term.max, "parcela", "parcelas")} à menor taxa do produto (${formatPercent(product.monthlyRate.min)} ao mês), com os juros`;
  return {
    max,
    reason: `o que a margem livre de ${margin} paga em ${longest}`,
    refusal: `acima de ${formatCents(max)} a parcela passa da margem livre de ${margin} mesmo em ${longest}`,
  };
}

/**
 * The amount field's bound from the borrower's free margin, when it was queried: above it nothing fits, and the
 * message says so in the words the panel uses for the same situation below it.
 */
function marginBound(product: Product, freeMarginInCents: number | undefined, title: string): Pick<AmountFieldOptions, "max" | "maxMessage"> {
  if (freeMarginInCents === undefined) return {};
  const { max, refusal } = marginCeilingText(product, freeMarginInCents);
  return { max, maxMessage: `${title}: ${refusal}. Reduza o valor.` };
}

/** Path B of the payroll loan: amount, monthly rate and installments of one product. */
export function amortizationFormSchema(product: Product, freeMarginInCents?: number) {
  return z.object({
    productId: uuidSchema,
    requestedAmount: amountField({ what: "o valor do empréstimo", min: cents(10_000), ...marginBound(product, freeMarginInCents, "Parcela acima da margem livre") }),
    apr: monthlyRateField(product.monthlyRate).pipe(priceSacAcceptedShape.apr),
    numberOfPayments: termField(product.term, "parcelas").pipe(priceSacAcceptedShape.numberOfPayments),
  });
}

/** "Máximo" is the API's default (the whole free margin, no calculateByValue); the others start from a value. */
export const offerValueModes = ["Maximum", ...calculateByValueSchema.options] as const;
export type OfferValueMode = (typeof offerValueModes)[number];

export const OFFER_VALUE_MODE_LABELS: Readonly<Record<OfferValueMode, string>> = {
  Maximum: "Máximo pela margem",
  Gross: "Valor bruto",
  Liquid: "Valor liberado",
  Payment: "Valor da parcela",
};

/** Path A of the payroll loan: how the offers are asked for. */
export function offersFormSchema(product: Product, freeMarginInCents?: number) {
  const value = amountField({ what: "o valor", min: cents(10_000), ...marginBound(product, freeMarginInCents, "Nenhuma oferta cabe na margem") });
  return z
    .object({
      valueMode: z.enum(offerValueModes),
      value: value.nullable(),
      terms: z
        .array(termField(product.term, "parcelas"))
        .min(1, { error: "Escolha ao menos um prazo." })
        .max(12, { error: "Escolha no máximo 12 prazos." })
        .pipe(offersRequestShape.rangeNumberOfPayments.unwrap()),
      rateMode: rateModeSchema,
    })
    .superRefine((form, context) => {
      if (form.valueMode !== "Maximum" && form.value === null) {
        context.addIssue({ code: "custom", path: ["value"], message: "Informe o valor em reais (ex.: 1.500,00)." });
      }
      // The installment itself: the free margin is its bound, not the largest amount the margin repays.
      if (form.valueMode === "Payment" && form.value !== null && freeMarginInCents !== undefined && form.value > freeMarginInCents) {
        context.addIssue({ code: "custom", path: ["value"], message: `A parcela passa da margem livre de ${formatCents(cents(freeMarginInCents))}: informe no máximo esse valor.` });
      }
    });
}

/**
 * What the FGTS amount field says about its maximum for these withdrawals, rate and month (Res. CCFGTS 1.130/2025:
 * each annual installment, interest and IOF included, at most the product's cap), or null when it cannot be computed yet.
 */
export function fgtsLimitText(product: Product, form: Pick<FgtsForm, "termInMonths" | "apr" | "paymentMonth">, today: string = brasiliaToday()): { max: Cents; text: string } | null {
  const limits = product.fgtsLimits;
  if (!limits) return null;
  const max = fgtsLargestAmount(product, form, today);
  if (max === null) return null;
  return {
    max,
    text: `Com ${pluralize(form.termInMonths / 12, "saque", "saques")} a ${formatPercent(form.apr)} ao mês, até ${formatCents(max)}: cada parcela anual, com juros e IOF, fica em no máximo ${formatCents(cents(limits.maxWithdrawalPerYearInCents))} (Res. CCFGTS 1.130/2025).`,
  };
}

/** FGTS: the amount, the birthday withdrawals anticipated (12, 24 or 36 months), the rate and the withdrawal month. */
export function fgtsFormSchema(product: Product, today: string = brasiliaToday()) {
  const limits = product.fgtsLimits;
  const ceiling = limits ? cents(limits.maxPledgedWithdrawals * limits.maxWithdrawalPerYearInCents) : undefined;
  return z
    .object({
      productId: uuidSchema,
      requestedAmount: amountField({
        what: "o valor a antecipar",
        min: cents(limits?.minWithdrawalPerYearInCents ?? 10_000),
        ...(limits &&
          ceiling !== undefined && {
            max: ceiling,
            maxMessage: `Informe no máximo ${formatCents(ceiling)}: são até ${pluralize(limits.maxPledgedWithdrawals, "saque", "saques")} de no máximo ${formatCents(cents(limits.maxWithdrawalPerYearInCents))} cada, com juros e IOF.`,
          }),
      }),
      termInMonths: termField(product.term, "meses")
        .refine((months) => months % 12 === 0, { error: "Escolha anos inteiros: 12, 24 ou 36 meses (um saque-aniversário por ano)." })
        .pipe(fgtsAcceptedShape.termInMonths),
      apr: monthlyRateField(product.monthlyRate).pipe(fgtsAcceptedShape.apr),
      paymentMonth: paymentMonthSchema.exclude(["NotSet"]),
    })
    .superRefine((form, context) => {
      const limit = fgtsLimitText(product, form, today);
      if (limit && form.requestedAmount > limit.max) context.addIssue({ code: "custom", path: ["requestedAmount"], message: limit.text });
    });
}

export type AmortizationFormInput = z.input<ReturnType<typeof amortizationFormSchema>>;
export type AmortizationForm = z.output<ReturnType<typeof amortizationFormSchema>>;
export type OffersFormInput = z.input<ReturnType<typeof offersFormSchema>>;
export type OffersForm = z.output<ReturnType<typeof offersFormSchema>>;
export type FgtsForm = z.output<ReturnType<typeof fgtsFormSchema>>;
export type FgtsFormInput = z.input<ReturnType<typeof fgtsFormSchema>>;
