/** Forms of the operation page, from the contract's fields and the product's ranges (client-safe). */
import { z } from "zod";
import { priceSacAcceptedShape, fgtsAcceptedShape } from "@/lib/contract/amortization";
import { cancelRequestSchema, creditNoteCreateShape } from "@/lib/contract/credit-note";
import { warrantyTypeSchema } from "@/lib/contract/enums";
import type { Product } from "@/lib/contract/product";
import { competenceSchema, uuidSchema } from "@/lib/contract/units";
import { cents } from "@/lib/money";
import { amountField, blankAsUndefined, dateField, monthlyRateField, termField } from "../forms/form-schemas";

/** Cancel: the reason is optional in the contract ("should be sent"); the portal always sends one. */
export const cancelFormSchema = z.object({
  reason: cancelRequestSchema.shape.message.unwrap().refine((text) => text.trim().length >= 5, { error: "Diga o motivo do cancelamento (ao menos 5 caracteres): ele vai para o histórico e a mesa o lê." }),
});

export const accountFormSchema = z.object({ bankAccountId: uuidSchema });

const competenceFromMonth = z
  .string()
  .transform((value) => (/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value))
  .pipe(competenceSchema);

/** Collateral corrections: the kind of loan, the first discount's competence, the value guaranteed (typed in reais). */
export function collateralFormSchema(currentCompetence: string) {
  return z.object({
    warrantyType: warrantyTypeSchema,
    discountStartPeriod: dateField(competenceFromMonth, "o mês do primeiro desconto (mês e ano)").refine((competence) => competence >= currentCompetence, {
      error: "A competência do primeiro desconto não pode ser anterior ao mês atual: a averbação a recusaria.",
    }),
    totalValueInCents: amountField({ what: "o valor total garantido", min: cents(100) }),
  });
}

/** Edits of the operation's own attributes (Draft, Revision, Disapproved, Error): the calculation and the notes. */
export function editFormSchema(product: Pick<Product, "monthlyRate" | "term" | "termUnit">) {
  const fgts = product.termUnit === "months";
  return z.object({
    requestedAmount: amountField({ what: "o valor contratado", min: cents(10_000) }),
    apr: monthlyRateField(product.monthlyRate).pipe((fgts ? fgtsAcceptedShape : priceSacAcceptedShape).apr),
    term: fgts
      ? termField(product.term, "meses").refine((months) => months % 12 === 0, { error: "Escolha anos inteiros: 12, 24 ou 36 meses." })
      : termField(product.term, "parcelas"),
    bankAccountId: uuidSchema,
    observations: blankAsUndefined(creditNoteCreateShape.observations.unwrap()),
  });
}

export type CollateralFormInput = z.input<ReturnType<typeof collateralFormSchema>>;
export type CollateralForm = z.output<ReturnType<typeof collateralFormSchema>>;
export type EditFormInput = z.input<ReturnType<typeof editFormSchema>>;
export type EditForm = z.output<ReturnType<typeof editFormSchema>>;
