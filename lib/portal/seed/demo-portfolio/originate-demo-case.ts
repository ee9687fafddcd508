import "server-only";
import { brasiliaToday } from "../../format/dates";
import { findBorrowerByCpf } from "../../borrowers/find-borrowers";
import { registerBorrower } from "../../borrowers/register-borrower";
import { attachConsentTerm } from "../../documents/attach-consent-term";
import { attachDraftDocument } from "../../documents/attach-draft-document";
import { discountCompetence, withdrawalMonthOf } from "../../origination/build-requests";
import { confirmDraftAuthorization, requestDraftAuthorization } from "../../origination/confirm-authorization";
import { createDraft } from "../../origination/create-draft";
import { createDraftOperation } from "../../origination/create-draft-operation";
import { linkKey, queryDraftMargin, selectDraftMargin } from "../../origination/draft-margin";
import { sendDraftProposal } from "../../origination/draft-proposal";
import { chooseFgtsPlan, chooseOffer, choosePayrollPlan } from "../../origination/draft-simulation";
import type { LoadedDraft } from "../../origination/load-draft";
import type { OriginationContext } from "../../origination/origination-actor";
import { selectBorrower } from "../../origination/select-borrower";
import { confirmDraftDocuments, submitDraftOperation } from "../../origination/submit-draft-operation";
import { demoPdfFile } from "./demo-documents";
import { isSubmitted, type DemoCase } from "./demo-plan";
import { waitUntil } from "./wait";

export interface OriginatedCase {
  readonly draftId: string;
  /** Null for a wizard left before the creation. */
  readonly operation: { readonly id: string; readonly creditNoteNo: string } | null;
}

/** Seconds the demo waits for a worker to confirm a margin authorization (the sandbox takes 2 s by default). */
const AUTHORIZATION_WAIT_SECONDS = 60;

/**
 * One case of the plan through the origination wizard's own server functions, step by step as an operator takes
 * them (borrower, authorization, margin, simulation, proposal, consent term, creation, documents, submission):
 * the same credit API calls with the branch's credential, the same drafts, tracking and audit. Stops where the
 * case's outcome says (a wizard in progress, a draft, a draft with documents, a submitted operation).
 */
export async function originateDemoCase(context: OriginationContext, demoCase: DemoCase): Promise<OriginatedCase> {
  const { worker, terms } = demoCase;
  const borrower = await borrowerOf(context, demoCase);
  const { id: draftId } = await createDraft(context.operator, terms.product);
  await selectBorrower(context, { draftId, ...borrower });

  let simulated: LoadedDraft;
  if (terms.product === "payroll") {
    await requestDraftAuthorization(context, { draftId, formKey: `${demoCase.key}:authorization`, contact: { type: "Cellphone", contact: phoneOf(worker.registrationNumber) } });
    await waitUntil(AUTHORIZATION_WAIT_SECONDS, async () => (await confirmDraftAuthorization(context, { draftId })).authorization.status !== "Pending");
    const margin = await queryDraftMargin(context, { draftId });
    await selectDraftMargin(context, { draftId, link: linkKey(margin) });
    if (terms.path === "offers") {
      const form = { valueMode: "Payment" as const, value: terms.valueInCents, terms: [terms.numberOfPayments], rateMode: "MinimumRate" as const };
      await chooseOffer(context, { draftId, form, numberOfPayments: terms.numberOfPayments });
      simulated = await sendDraftProposal(context, {
        draftId,
        form: {
          expirationDay: brasiliaToday(),
          proposalNumber: demoCase.key.split("-").slice(0, 2).join("-").toUpperCase(),
          contacts: [{ type: "Cellphone", contact: phoneOf(worker.registrationNumber) }],
          withReinforcement: false,
          fgtsBalanceInCents: null,
          fgtsRescissionPenaltyInCents: null,
          rescissionBenefitPercentage: null,
        },
      });
    } else {
      simulated = await choosePayrollPlan(context, {
        draftId,
        form: { productId: terms.productId, requestedAmount: terms.valueInCents, apr: terms.apr, numberOfPayments: terms.numberOfPayments },
      });
    }
  } else {
    const term = demoPdfFile("Termo de consentimento FGTS", "termo-consentimento-fgts.pdf", `${demoCase.key}:consent`);
    await attachConsentTerm(context, draftId, { file: term, metadata: { fileType: "Authorization", displayName: "Termo de consentimento FGTS", documentDate: brasiliaToday() } });
    simulated = await chooseFgtsPlan(context, {
      draftId,
      form: { productId: terms.productId, requestedAmount: terms.requestedAmountInCents, termInMonths: terms.termInMonths, apr: terms.apr, paymentMonth: withdrawalMonthOf(demoCase.birthDate) },
    });
  }
  if (demoCase.outcome === "wizard") return { draftId, operation: null };

  const created = await createDraftOperation(
    context,
    terms.product === "payroll"
      ? { draftId, product: "payroll", form: { warrantyType: "RegistryEmployee", discountStartPeriod: discountCompetence(firstPaymentDateOf(simulated)), observations: undefined } }
      : { draftId, product: "fgts", form: { observations: undefined } },
  );
  const operation = created.data.operation;
  if (!operation) throw new Error("the creation step recorded no operation");
  if (demoCase.outcome === "draft") return { draftId, operation };

  // Every other case brings its identity document; the wizard's documents step is then confirmed.
  const identity = demoPdfFile("Documento de identidade e comprovante de residencia", "identidade-e-residencia.pdf", `${demoCase.key}:identity`);
  await attachDraftDocument(context, draftId, { file: identity, metadata: { fileType: "Others", displayName: "Identidade e comprovante de residência", documentDate: brasiliaToday() } });
  await confirmDraftDocuments(context, { draftId });
  if (!isSubmitted(demoCase.outcome)) return { draftId, operation };

  await submitDraftOperation(context, { draftId, acknowledged: true });
  return { draftId, operation };
}

/** The branch's borrower with this CPF, or a new registration (a borrower two branches of Centro share is found). */
async function borrowerOf(context: OriginationContext, demoCase: DemoCase): Promise<{ personId: string; bankAccountId: string }> {
  const { worker } = demoCase;
  const found = await findBorrowerByCpf(context.operator, worker.registrationNumber);
  const account = found?.accounts.find((candidate) => candidate.holderRegistrationNumber === worker.registrationNumber);
  if (found && account) return { personId: found.person.id, bankAccountId: account.id };
  return registerBorrower(
    context,
    {
      registrationNumber: worker.registrationNumber,
      name: worker.name,
      birthDate: demoCase.birthDate,
      motherName: undefined,
      email: undefined,
      phone: undefined,
      account: { ...demoCase.account, agencyDigit: undefined },
    },
    demoCase.key,
  );
}

function firstPaymentDateOf(draft: LoadedDraft): string {
  const simulation = draft.data.simulation;
  if (simulation?.path === "offers") return simulation.firstPaymentDate;
  if (simulation?.path === "amortization") return simulation.amortization.firstPaymentDate;
  throw new Error("the payroll simulation recorded no first payment date");
}

/** A fictitious mobile number (São Paulo's 11, 9 and eight digits from the CPF): never a real person's. */
function phoneOf(cpf: string): string {
  return `119${cpf.slice(1, 9)}`;
}
