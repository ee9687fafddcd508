import { z } from "zod";
import { centsToReais, reaisToCents } from "./convert";
import { formatCents } from "./format";
import { parseReaisInput } from "./parse-input";
import type { Cents, Reais } from "./types";

/*
 * Form schemas for money typed in reais with the pt-BR mask. The input is the field's text; the output is
 * the amount in the unit the contract wants. This is the single place where typed text becomes an
 * amount: forms (zodResolver) and server actions use the same schema, and nothing else converts.
 */

export type CentsBounds = { min?: Cents; max?: Cents };
export type ReaisBounds = { min?: Reais; max?: Reais };

/** Text such as "1.234,56" → `Cents` (123456). pt-BR messages; optional inclusive bounds. */
export function reaisInputToCentsSchema(bounds: CentsBounds = {}) {
  return z.string().transform((text, ctx): Cents => {
    const parsed = parseReaisInput(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.reason });
      return z.NEVER;
    }
    const { min, max } = bounds;
    if (min !== undefined && parsed.cents < min) {
      ctx.addIssue({ code: "custom", message: `Informe no mínimo ${formatCents(min)}.` });
      return z.NEVER;
    }
    if (max !== undefined && parsed.cents > max) {
      ctx.addIssue({ code: "custom", message: `Informe no máximo ${formatCents(max)}.` });
      return z.NEVER;
    }
    return parsed.cents;
  });
}

/**
 * Text such as "1.234,56" → `Reais` (1234.56), for the contract fields that stay in reais (`totalValue`,
 * `registry_OriginalMargin`). Parsed through cents, so the reais value is exact to the cent.
 */
export function reaisInputToReaisSchema(bounds: ReaisBounds = {}) {
  const centsBounds: CentsBounds = {
    ...(bounds.min !== undefined && { min: reaisToCents(bounds.min) }),
    ...(bounds.max !== undefined && { max: reaisToCents(bounds.max) }),
  };
  return reaisInputToCentsSchema(centsBounds).transform((amount): Reais => centsToReais(amount));
}
