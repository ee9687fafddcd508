import "server-only";
import type { ProposalRecord } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { OriginationContext } from "./origination-actor";
import { brasiliaToday } from "../format/dates";
import { parseForm } from "../forms/parse-form";
import { endOfBrasiliaDay, proposalFormSchema, reinforcementBlock, type ProposalFormInput } from "./proposal-schemas";
import { requireDraftAtStep } from "./require-step";
import { saveDraftStep } from "./save-draft-step";

/**
 * Step "proposta" (path A): the chosen offer goes to the employer, with or without FGTS reinforcement
 * (OfferProposals takes one item; OfferProposalsWarranty a list, here of one). The offer's numbers come from the
 * recorded offer, never from the browser. Audited; the draft keeps the proposal record.
 */
export async function sendDraftProposal(context: OriginationContext, input: { draftId: string; form: ProposalFormInput }) {
  const form = parseForm(proposalFormSchema(brasiliaToday()), input.form);
  const draft = await requireDraftAtStep(context.operator, input.draftId, "proposta", "payroll");
  const simulation = draft.data.simulation;
  if (simulation?.path !== "offers") throw new ActionRefusal("conflict", "A proposta ao empregador é do caminho por ofertas: escolha uma oferta.");
  const { offer } = simulation;
  if (new Date(offer.expiresAt) <= new Date()) throw new ActionRefusal("conflict", "A oferta escolhida expirou: volte à simulação e escolha de novo.");

  const item = {
    offerRequestId: offer.offerRequestId,
    expirationDate: endOfBrasiliaDay(form.expirationDay),
    ...(form.proposalNumber !== undefined && { proposalNumber: form.proposalNumber }),
    installmentCount: offer.numberOfPayments,
    installmentAmountInCents: offer.installmentAmountInCents,
    loanAmountInCents: offer.loanAmountInCents,
    releasedAmountInCents: offer.releasedAmountInCents,
    iofAmountInCents: offer.iofAmountInCents,
    monthlyInterestRate: offer.monthlyInterestRate,
    yearlyInterestRate: offer.yearlyInterestRate,
    monthlyCet: offer.monthlyCet,
    yearlyCet: offer.yearlyCet,
    contacts: form.contacts,
  };
  const warranty = reinforcementBlock(form);
  const client = await creditClientForOperator(context.operator);
  const idempotencyKey = `draft:${draft.id}:proposal:${offer.offerRequestId}`;
  let proposal: ProposalRecord;
  try {
    proposal = warranty
      ? ((await client.call("sendOfferProposalsWithWarranty", { body: [{ ...item, warranty }], idempotencyKey }))[0] as ProposalRecord)
      : await client.call("sendOfferProposal", { body: item, idempotencyKey });
  } catch (error) {
    if (isCreditApiError(error)) {
      throw refusalFromCreditError(error, (field) => {
        const name = field.replace(/^0\./, "");
        if (name === "expirationDate") return "expirationDay";
        if (name.startsWith("contacts.") || name === "proposalNumber") return name;
        if (name.startsWith("warranty.")) return name.slice("warranty.".length);
        return undefined;
      });
    }
    throw error;
  }
  return getPrisma().$transaction(async (tx) => {
    const saved = await saveDraftStep({ draft, step: "proposta", value: { ...proposal, ...(warranty && { reinforcement: warranty }) }, db: tx });
    await recordAuditEvent(tx, {
      actor: context.operator,
      action: "operation.proposal_sent",
      summary: `Proposta ${proposal.proposalNumber ?? proposal.id} enviada ao empregador (oferta ${offer.offerRequestId}, ${offer.numberOfPayments} parcelas${warranty ? ", com reforço FGTS" : ""})`,
      ipPrefix: context.meta.ipPrefix,
    });
    return saved;
  });
}
