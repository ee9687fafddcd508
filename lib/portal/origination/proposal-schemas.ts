/** The proposal step's form, from the contract's proposal item and contact schemas (client-safe). */
import { z } from "zod";
import { contactSchema } from "@/lib/contract/contact";
import { proposalItemShape, proposalReinforcementSchema } from "@/lib/contract/proposals";
import { civilDateSchema, shareSchema } from "@/lib/contract/units";
import { cents } from "@/lib/money";
import { amountField, blankAsUndefined, dateField } from "../forms/form-schemas";

export function proposalFormSchema(today: string) {
  return z
    .object({
      expirationDay: dateField(civilDateSchema, "a validade da proposta (dia, mês e ano)").refine((day) => day >= today, { error: "Escolha hoje ou uma data futura." }),
      proposalNumber: blankAsUndefined(proposalItemShape.proposalNumber.unwrap()),
      contacts: z.array(contactSchema).min(1, { error: "Informe ao menos um contato do trabalhador." }).max(3),
      withReinforcement: z.boolean(),
      fgtsBalanceInCents: amountField({ what: "o saldo FGTS oferecido", min: cents(100) }).nullable(),
      fgtsRescissionPenaltyInCents: amountField({ what: "a multa rescisória oferecida" }).nullable(),
      rescissionBenefitPercentage: shareSchema.nullable(),
    })
    .superRefine((form, context) => {
      if (form.withReinforcement && form.fgtsBalanceInCents === null) {
        context.addIssue({ code: "custom", path: ["fgtsBalanceInCents"], message: "Informe o saldo FGTS oferecido como reforço, em reais." });
      }
    });
}

export type ProposalFormInput = z.input<ReturnType<typeof proposalFormSchema>>;
export type ProposalForm = z.output<ReturnType<typeof proposalFormSchema>>;

/** The reinforcement block as the API takes it, checked by the contract's schema (fields only with hasWarranty). */
export function reinforcementBlock(form: ProposalForm) {
  if (!form.withReinforcement || form.fgtsBalanceInCents === null) return undefined;
  return proposalReinforcementSchema.parse({
    hasWarranty: true,
    fgtsBalanceInCents: form.fgtsBalanceInCents,
    ...(form.fgtsRescissionPenaltyInCents !== null && { fgtsRescissionPenaltyInCents: form.fgtsRescissionPenaltyInCents }),
    ...(form.rescissionBenefitPercentage !== null && { rescissionBenefitPercentage: form.rescissionBenefitPercentage }),
  });
}

/** The end of the chosen day in Brasília (UTC−3, no daylight saving since 2019), as the contract's UTC date-time. */
export function endOfBrasiliaDay(day: string): string {
  const end = new Date(`${day}T23:59:59-03:00`);
  return `${end.toISOString().slice(0, 19)}Z`;
}
