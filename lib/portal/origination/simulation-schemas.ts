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
import { amountField, monthlyRateField, termField, type AmountFieldOptions } from "../forms/form-schemas";

/**
 * The amount field's bound from the borrower's free margin, when it was queried: above it nothing fits, and the
 * message says so in the words the panel uses for the same situation below it.
 */
function marginBound(product: Product, freeMarginInCents: number | undefined, title: string): Pick<AmountFieldOptions, "max" | "maxMessage"> {
  if (freeMarginInCents === undefined) return {};
  const max = marginCeiling(freeMarginInCents, product);
  return {
    max,
    maxMessage: `${title}: acima de ${formatCents(max)} a parcela passa da margem livre de ${formatCents(cents(freeMarginInCents))} em qualquer prazo. Reduza o valor.`,
  };
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
    });
}

/** FGTS: the amount, the birthday withdrawals anticipated (12, 24 or 36 months), the rate and the withdrawal month. */
export function fgtsFormSchema(product: Product) {
  const limits = product.fgtsLimits;
  const ceiling = limits ? cents(limits.maxPledgedWithdrawals * limits.maxWithdrawalPerYearInCents) : undefined;
  return z.object({
    productId: uuidSchema,
    requestedAmount: amountField({ what: "o valor a antecipar", min: cents(limits?.minWithdrawalPerYearInCents ?? 10_000), ...(ceiling !== undefined && { max: ceiling }) }),
    termInMonths: termField(product.term, "meses")
      .refine((months) => months % 12 === 0, { error: "Escolha anos inteiros: 12, 24 ou 36 meses (um saque-aniversário por ano)." })
      .pipe(fgtsAcceptedShape.termInMonths),
    apr: monthlyRateField(product.monthlyRate).pipe(fgtsAcceptedShape.apr),
    paymentMonth: paymentMonthSchema.exclude(["NotSet"]),
  });
}

export type AmortizationFormInput = z.input<ReturnType<typeof amortizationFormSchema>>;
export type AmortizationForm = z.output<ReturnType<typeof amortizationFormSchema>>;
export type OffersFormInput = z.input<ReturnType<typeof offersFormSchema>>;
export type OffersForm = z.output<ReturnType<typeof offersFormSchema>>;
export type FgtsForm = z.output<ReturnType<typeof fgtsFormSchema>>;
export type FgtsFormInput = z.input<ReturnType<typeof fgtsFormSchema>>;

/**
 * The largest amount any term could lend against this margin (installment × the longest term, interest aside):
 * above it no offer or plan can fit, whatever the rate. A bound for the field, and for spotting cents typed as reais.
 */
export function marginCeiling(freeMarginInCents: number, product: Product): Cents {
  return cents(freeMarginInCents * product.term.max);
}
