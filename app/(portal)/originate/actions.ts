"use server";

import { z } from "zod";
import { contactSchema } from "@/lib/contract/contact";
import { cpfSchema, uuidSchema } from "@/lib/contract/units";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import { findBorrowerByCpf } from "@/lib/portal/borrowers/find-borrowers";
import { confirmDraftAuthorization, requestDraftAuthorization } from "@/lib/portal/origination/confirm-authorization";
import { createDraft } from "@/lib/portal/origination/create-draft";
import { startDraftForBorrower } from "@/lib/portal/origination/start-from-borrower";
import { keepTypedValues, typedFormValuesSchema } from "@/lib/portal/origination/typed-values";
import { STEP_IDS, type StepId } from "@/lib/portal/origination/steps";
import { createDraftOperation } from "@/lib/portal/origination/create-draft-operation";
import { creationFormSchema, fgtsCreationFormSchema } from "@/lib/portal/origination/creation-schemas";
import { discardDraft } from "@/lib/portal/origination/discard-draft";
import { queryDraftMargin, selectDraftMargin } from "@/lib/portal/origination/draft-margin";
import { sendDraftProposal } from "@/lib/portal/origination/draft-proposal";
import {
  chooseFgtsPlan,
  chooseOffer,
  choosePayrollPlan,
  previewFgtsPlan,
  previewOffers,
  previewPayrollPlan,
} from "@/lib/portal/origination/draft-simulation";
import { proposalFormSchema } from "@/lib/portal/origination/proposal-schemas";
import { selectBorrower } from "@/lib/portal/origination/select-borrower";
import type { AmortizationFormInput, FgtsFormInput, OffersFormInput } from "@/lib/portal/origination/simulation-schemas";
import { confirmDraftDocuments, submitDraftOperation } from "@/lib/portal/origination/submit-draft-operation";
import { brasiliaToday } from "@/lib/portal/format/dates";
import type { LoadedDraft } from "@/lib/portal/origination/load-draft";
import { parseForm } from "@/lib/portal/forms/parse-form";
import { reuseConsentTerm } from "@/lib/portal/documents/attach-consent-term";

/*
 * The origination wizards' server actions: operatorAction checks origin, session, the `originate` capability and the
 * input's shape; lib/portal/origination does the work (guards of the step, the credit API calls through the branch's
 * client, the draft, the audit). Each answers what the next screen needs, never more.
 */

const draftId = uuidSchema;
/** A form whose schema depends on the product's ranges: parsed for real inside the lib function. */
const productForm = z.record(z.string().max(40), z.unknown()).refine((form) => Object.keys(form).length <= 20);
const formKey = z.uuid();

type Step = { readonly draftId: string; readonly version: number };
const stepOf = (draft: LoadedDraft): Step => ({ draftId: draft.id, version: draft.version });

const start = operatorAction({ capability: "originate", input: z.object({ product: z.enum(["payroll", "fgts"]) }) }, ({ product }, { operator }) =>
  createDraft(operator, product),
);
export async function startDraftAction(input: { product: "payroll" | "fgts" }): Promise<ActionResult<{ id: string }>> {
  return start(input);
}

const startForBorrower = operatorAction({ capability: "originate", input: z.object({ product: z.enum(["payroll", "fgts"]), personId: uuidSchema }) }, (input, context) =>
  startDraftForBorrower(context, input),
);
export async function startDraftForBorrowerAction(input: { product: "payroll" | "fgts"; personId: string }) {
  return startForBorrower(input);
}

const typedValues = operatorAction(
  { capability: "originate", input: z.object({ draftId, step: z.enum(STEP_IDS), formId: z.string().regex(/^[a-z-]{1,30}$/), values: typedFormValuesSchema }) },
  (input, { operator }) => keepTypedValues(operator, input),
);
export async function keepTypedValuesAction(input: { draftId: string; step: StepId; formId: string; values: unknown }) {
  return typedValues(input as never);
}

const discard = operatorAction({ capability: "originate", input: z.object({ draftId }) }, async (input, { operator }) => {
  await discardDraft(operator, input.draftId);
  return { discarded: true };
});
export async function discardDraftAction(input: { draftId: string }) {
  return discard(input);
}

const search = operatorAction({ capability: "originate", input: z.object({ registrationNumber: cpfSchema }) }, (input, { operator }) =>
  findBorrowerByCpf(operator, input.registrationNumber),
);
export async function findBorrowerAction(input: { registrationNumber: string }) {
  return search(input);
}

const borrower = operatorAction({ capability: "originate", input: z.object({ draftId, personId: uuidSchema, bankAccountId: uuidSchema }) }, async (input, context) =>
  stepOf(await selectBorrower(context, input)),
);
export async function selectBorrowerAction(input: { draftId: string; personId: string; bankAccountId: string }) {
  return borrower(input);
}

const authorize = operatorAction({ capability: "originate", input: z.object({ draftId, contact: contactSchema.optional(), formKey }) }, async (input, context) =>
  stepOf(await requestDraftAuthorization(context, input)),
);
export async function requestAuthorizationAction(input: { draftId: string; contact?: z.input<typeof contactSchema>; formKey: string }) {
  return authorize(input);
}

const confirmAuthorization = operatorAction({ capability: "originate", input: z.object({ draftId }) }, async (input, context) => {
  const { draft, authorization } = await confirmDraftAuthorization(context, input);
  return { ...stepOf(draft), status: authorization.status };
});
export async function confirmAuthorizationAction(input: { draftId: string }) {
  return confirmAuthorization(input);
}

const margin = operatorAction({ capability: "originate", input: z.object({ draftId }) }, (input, context) => queryDraftMargin(context, input));
export async function queryMarginAction(input: { draftId: string }) {
  return margin(input);
}

const marginChoice = operatorAction({ capability: "originate", input: z.object({ draftId, link: z.string().max(120) }) }, async (input, context) =>
  stepOf(await selectDraftMargin(context, input)),
);
export async function selectMarginAction(input: { draftId: string; link: string }) {
  return marginChoice(input);
}

const planPreview = operatorAction({ capability: "originate", input: z.object({ draftId, form: productForm }) }, (input, context) =>
  previewPayrollPlan(context, { draftId: input.draftId, form: input.form as AmortizationFormInput }),
);
export async function previewPlanAction(input: { draftId: string; form: AmortizationFormInput }) {
  return planPreview(input);
}

const planChoice = operatorAction({ capability: "originate", input: z.object({ draftId, form: productForm }) }, async (input, context) =>
  stepOf(await choosePayrollPlan(context, { draftId: input.draftId, form: input.form as AmortizationFormInput })),
);
export async function choosePlanAction(input: { draftId: string; form: AmortizationFormInput }) {
  return planChoice(input);
}

const offersPreview = operatorAction({ capability: "originate", input: z.object({ draftId, form: productForm }) }, (input, context) =>
  previewOffers(context, { draftId: input.draftId, form: input.form as OffersFormInput }),
);
export async function previewOffersAction(input: { draftId: string; form: OffersFormInput }) {
  return offersPreview(input);
}

const offerChoice = operatorAction(
  { capability: "originate", input: z.object({ draftId, form: productForm, numberOfPayments: z.number().int().min(1).max(999) }) },
  async (input, context) => stepOf(await chooseOffer(context, { draftId: input.draftId, form: input.form as OffersFormInput, numberOfPayments: input.numberOfPayments })),
);
export async function chooseOfferAction(input: { draftId: string; form: OffersFormInput; numberOfPayments: number }) {
  return offerChoice(input);
}

const fgtsPreview = operatorAction({ capability: "originate", input: z.object({ draftId, form: productForm }) }, (input, context) =>
  previewFgtsPlan(context, { draftId: input.draftId, form: input.form as FgtsFormInput }),
);
export async function previewFgtsAction(input: { draftId: string; form: FgtsFormInput }) {
  return fgtsPreview(input);
}

const fgtsChoice = operatorAction({ capability: "originate", input: z.object({ draftId, form: productForm }) }, async (input, context) =>
  stepOf(await chooseFgtsPlan(context, { draftId: input.draftId, form: input.form as FgtsFormInput })),
);
export async function chooseFgtsAction(input: { draftId: string; form: FgtsFormInput }) {
  return fgtsChoice(input);
}

const proposal = operatorAction(
  { capability: "originate", input: z.object({ draftId, form: z.unknown() }) },
  async (input, context) => stepOf(await sendDraftProposal(context, { draftId: input.draftId, form: parseProposal(input.form) })),
);
export async function sendProposalAction(input: { draftId: string; form: unknown }) {
  return proposal(input);
}

function parseProposal(form: unknown) {
  return parseForm(proposalFormSchema(brasiliaToday()), form);
}

const creation = operatorAction(
  {
    capability: "originate",
    input: z.discriminatedUnion("product", [
      z.object({ draftId, product: z.literal("payroll"), form: z.unknown() }),
      z.object({ draftId, product: z.literal("fgts"), form: fgtsCreationFormSchema }),
    ]),
  },
  async (input, context) =>
    stepOf(
      await createDraftOperation(
        context,
        input.product === "payroll"
          ? { draftId: input.draftId, product: "payroll", form: parseForm(creationFormSchema(`${brasiliaToday().slice(0, 7)}-01`), input.form) }
          : { draftId: input.draftId, product: "fgts", form: input.form },
      ),
    ),
);
export async function createOperationAction(input: { draftId: string; product: "payroll" | "fgts"; form: unknown }) {
  return creation(input as never);
}

const existingConsent = operatorAction({ capability: "originate", input: z.object({ draftId, uploadId: uuidSchema }) }, async (input, context) =>
  stepOf(await reuseConsentTerm(context, input)),
);
export async function reuseConsentTermAction(input: { draftId: string; uploadId: string }) {
  return existingConsent(input);
}

const documents = operatorAction({ capability: "originate", input: z.object({ draftId }) }, async (input, context) =>
  stepOf(await confirmDraftDocuments(context, input)),
);
export async function confirmDocumentsAction(input: { draftId: string }) {
  return documents(input);
}

const submission = operatorAction({ capability: "originate", input: z.object({ draftId, acknowledged: z.literal(true, { error: "Confirme que o tomador viu as condições, o CET e o plano." }) }) }, async (input, context) =>
  stepOf(await submitDraftOperation(context, input)),
);
export async function submitOperationAction(input: { draftId: string; acknowledged: boolean }) {
  return submission(input as { draftId: string; acknowledged: true });
}
