/** The creation step's form, from the contract's collateral and creation fields (client-safe). */
import { z } from "zod";
import { creditNoteCreateShape } from "@/lib/contract/credit-note";
import { warrantyTypeSchema } from "@/lib/contract/enums";
import { competenceSchema } from "@/lib/contract/units";
import { blankAsUndefined } from "../forms/form-schemas";

/** A month input gives `YYYY-MM`; the contract's competence is the first day of that month. */
const competenceFromMonth = z.preprocess((value) => (typeof value === "string" && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value), competenceSchema);

export function creationFormSchema(currentCompetence: string) {
  return z.object({
    warrantyType: warrantyTypeSchema,
    discountStartPeriod: competenceFromMonth.refine((competence) => competence >= currentCompetence, {
      error: "A competência do primeiro desconto não pode ser anterior ao mês atual: a averbação a recusaria.",
    }),
    observations: blankAsUndefined(creditNoteCreateShape.observations.unwrap()),
  });
}

export const fgtsCreationFormSchema = z.object({
  observations: blankAsUndefined(creditNoteCreateShape.observations.unwrap()),
});

export type CreationFormInput = z.input<ReturnType<typeof creationFormSchema>>;
export type CreationForm = z.output<ReturnType<typeof creationFormSchema>>;
export type FgtsCreationFormInput = z.input<typeof fgtsCreationFormSchema>;
