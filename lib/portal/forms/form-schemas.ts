/**
 * Building blocks of the portal's form schemas. A form field's value is what its input holds (text, digits,
 * integer cents, a percent number); these wrap the contract's own field schemas so that a form validates
 * exactly what the API will, with messages written for the operator, never a second copy of the rules.
 */
import { z } from "zod";
import { formatCents, centsTypedAsReais, type Cents, type PlausibleRange } from "@/lib/money";
import { centsSchema } from "@/lib/contract/units";

/**
 * An optional text input left empty is `""`: the contract wants the field absent. Input: the field's text; the
 * contract's schema then judges it, with its own message.
 */
export function blankAsUndefined<T extends z.ZodType<unknown, string | undefined>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value))
    .pipe(schema.optional());
}

export interface AmountFieldOptions {
  /** What the amount is, for the messages: "o valor solicitado". */
  readonly what: string;
  readonly min?: Cents;
  readonly max?: Cents;
  /** What to say above `max` instead of "Informe no máximo …" (the reason there is a maximum). */
  readonly maxMessage?: string;
  /** Amounts above it are checked for the cents-typed-as-reais mistake (default: `max`). */
  readonly plausible?: PlausibleRange;
}

/**
 * An amount typed in reais (MoneyInput holds integer cents or null) checked by the contract's cents schema, then
 * against its range; above the range, when a hundredth of the amount fits, the message also names the likely
 * mistake (the API's cents typed in a reais field) and what to type instead.
 */
export function amountField({ what, min, max, maxMessage, plausible }: AmountFieldOptions) {
  return z
    .number({ error: `Informe ${what} em reais (ex.: 1.500,00).` })
    .pipe(centsSchema)
    .superRefine((amount, context) => {
      const range = plausible ?? (max !== undefined ? { min, max } : undefined);
      const intended = range ? centsTypedAsReais(amount, range) : null;
      const bound =
        min !== undefined && amount < min ? `Informe no mínimo ${formatCents(min)}.` : max !== undefined && amount > max ? (maxMessage ?? `Informe no máximo ${formatCents(max)}.`) : null;
      if (bound === null) return;
      // Above the range, yet a hundredth of it fits: the API's cents typed in a reais field, most likely.
      const unitHint =
        intended === null
          ? ""
          : ` Este campo é em reais: se ${amount / 100} era um valor em centavos, digite ${formatCents(intended).replace(/^R\$\s/, "")} (${formatCents(intended)}).`;
      context.addIssue({ code: "custom", message: `${bound}${unitHint}` });
    });
}

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1.8 → "1,80%". */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

/**
 * A monthly rate in percent inside the product's range. A fraction typed for a percentage (0,02 for 2%) or a
 * yearly rate typed for a monthly one is named as such.
 */
export function monthlyRateField(range: { readonly min: number; readonly max: number }) {
  const inside = (value: number) => value >= range.min && value <= range.max;
  const rangeText = `${formatPercent(range.min)} a ${formatPercent(range.max)} ao mês`;
  return z.number({ error: `Informe a taxa mensal em % (faixa do produto: ${rangeText}).` }).superRefine((rate, context) => {
    if (inside(rate)) return;
    let hint = "";
    if (inside(rate * 100)) hint = ` ${percent.format(rate)} parece uma fração; em %, seria ${formatPercent(rate * 100)}.`;
    else if (inside(rate / 12)) hint = " Parece uma taxa anual: informe a taxa mensal.";
    context.addIssue({ code: "custom", message: `A taxa mensal deve estar entre ${rangeText}.${hint}` });
  });
}

/** A whole number inside a range: installments or months. */
export function termField(range: { readonly min: number; readonly max: number }, unit: string) {
  const message = `Informe de ${range.min} a ${range.max} ${unit}.`;
  return z.number({ error: message }).int({ error: message }).min(range.min, { error: message }).max(range.max, { error: message });
}

/**
 * A date typed in a date (or month) input, judged by the contract's schema: the input gives the contract's format or
 * nothing, so an empty or incomplete date is said in the operator's words, never in the API's format name.
 */
export function dateField<T extends z.ZodType<unknown, string>>(contract: T, what: string) {
  return z.string({ error: `Informe ${what}.` }).trim().min(1, { error: `Informe ${what}.` }).pipe<T>(contract);
}
