"use server";

import { z } from "zod";
import { contactSchema } from "@/lib/contract/contact";
import { cpfSchema, uuidSchema } from "@/lib/contract/units";
import { operatorAction } from "../actions/operator-action";
import { findBorrowerByCpf } from "../borrowers/find-borrowers";
import { reuseConsentTerm } from "../documents/attach-consent-term";
import { formInput } from "../forms/form-input";
import { confirmDraftAuthorization, requestDraftAuthorization } from "./confirm-authorization";
import { createDraft } from "./create-draft";
import { createDraftOperation } from "./create-draft-operation";
import { creationFormSchema, fgtsCreationFormSchema } from "./creation-schemas";
import { discardDraft } from "./discard-draft";
import { queryDraftMargin, selectDraftMargin } from "./draft-margin";
import { sendDraftProposal } from "./draft-proposal";
import { chooseFgtsPlan, chooseOffer, choosePayrollPlan } from "./draft-simulation";
import type { LoadedDraft } from "./load-draft";
import { proposalFormSchema } from "./proposal-schemas";
import { selectBorrower } from "./select-borrower";
import { amortizationFormSchema, fgtsFormSchema, offersFormSchema } from "./simulation-schemas";
import { startDraftForBorrower } from "./start-from-borrower";
import { STEP_IDS } from "./steps";
import { confirmDraftDocuments, submitDraftOperation } from "./submit-draft-operation";
import { keepTypedValues, typedFormValuesSchema } from "./typed-values";

/*
 * The origination wizards' server actions, each defined once: operatorAction checks origin, session, the `originate`
 * capability and the input's shape (the action's type is its schema's); the functions beside them do the work
 * (guards of the step, the credit API calls through the branch's client, the draft, the audit). A form whose schema
 * depends on the product is bounded here and parsed by its schema factory inside the function. Each answers what the
 * next screen needs, never more. The live previews are GET reads, not actions (draft-preview.ts).
 */

const draftId = uuidSchema;
const formKey = z.uuid();
const product = z.enum(["payroll", "fgts"]);

const stepOf = (draft: LoadedDraft) => ({ draftId: draft.id, version: draft.version });

export const startDraftAction = operatorAction({ capability: "originate", input: z.object({ product }) }, ({ product }, { operator }) => createDraft(operator, product));

export const startDraftForBorrowerAction = operatorAction({ capability: "originate", input: z.object({ product, personId: uuidSchema }) }, (input, context) =>
  startDraftForBorrower(context, input),
);

export const keepTypedValuesAction = operatorAction(
  { capability: "originate", input: z.object({ draftId, step: z.enum(STEP_IDS), formId: z.string().regex(/^[a-z-]{1,30}$/), values: typedFormValuesSchema }) },
  (input, { operator }) => keepTypedValues(operator, input),
);

export const discardDraftAction = operatorAction({ capability: "originate", input: z.object({ draftId }) }, async (input, { operator }) => {
  await discardDraft(operator, input.draftId);
  return { discarded: true };
});

export const findBorrowerAction = operatorAction({ capability: "originate", input: z.object({ registrationNumber: cpfSchema }) }, (input, { operator }) =>
  findBorrowerByCpf(operator, input.registrationNumber),
);

export const selectBorrowerAction = operatorAction(
  { capability: "originate", input: z.object({ draftId, personId: uuidSchema, bankAccountId: uuidSchema }) },
  async (input, context) => stepOf(await selectBorrower(context, input)),
);

export const requestAuthorizationAction = operatorAction(
  { capability: "originate", input: z.object({ draftId, contact: contactSchema.optional(), formKey }) },
  async (input, context) => stepOf(await requestDraftAuthorization(context, input)),
);

export const confirmAuthorizationAction = operatorAction({ capability: "originate", input: z.object({ draftId }) }, async (input, context) => {
  const { draft, authorization } = await confirmDraftAuthorization(context, input);
  return { ...stepOf(draft), status: authorization.status };
});

export const queryMarginAction = operatorAction({ capability: "originate", input: z.object({ draftId }) }, (input, context) => queryDraftMargin(context, input));

export const selectMarginAction = operatorAction({ capability: "originate", input: z.object({ draftId, link: z.string().max(120) }) }, async (input, context) =>
  stepOf(await selectDraftMargin(context, input)),
);

export const choosePlanAction = operatorAction({ capability: "originate", input: z.object({ draftId, form: formInput(amortizationFormSchema) }) }, async (input, context) =>
  stepOf(await choosePayrollPlan(context, input)),
);

export const chooseOfferAction = operatorAction(
  { capability: "originate", input: z.object({ draftId, form: formInput(offersFormSchema), numberOfPayments: z.number().int().min(1).max(999) }) },
  async (input, context) => stepOf(await chooseOffer(context, input)),
);

export const chooseFgtsAction = operatorAction({ capability: "originate", input: z.object({ draftId, form: formInput(fgtsFormSchema) }) }, async (input, context) =>
  stepOf(await chooseFgtsPlan(context, input)),
);

export const sendProposalAction = operatorAction({ capability: "originate", input: z.object({ draftId, form: formInput(proposalFormSchema) }) }, async (input, context) =>
  stepOf(await sendDraftProposal(context, input)),
);

export const createOperationAction = operatorAction(
  {
    capability: "originate",
    input: z.discriminatedUnion("product", [
      z.object({ draftId, product: z.literal("payroll"), form: formInput(creationFormSchema) }),
      z.object({ draftId, product: z.literal("fgts"), form: formInput(fgtsCreationFormSchema) }),
    ]),
  },
  async (input, context) => stepOf(await createDraftOperation(context, input)),
);

export const reuseConsentTermAction = operatorAction({ capability: "originate", input: z.object({ draftId, uploadId: uuidSchema }) }, async (input, context) =>
  stepOf(await reuseConsentTerm(context, input)),
);

export const confirmDocumentsAction = operatorAction({ capability: "originate", input: z.object({ draftId }) }, async (input, context) =>
  stepOf(await confirmDraftDocuments(context, input)),
);

export const submitOperationAction = operatorAction(
  { capability: "originate", input: z.object({ draftId, acknowledged: z.boolean().pipe(z.literal(true, { error: "Confirme que o tomador viu as condições, o CET e o plano." })) }) },
  async (input, context) => stepOf(await submitDraftOperation(context, input)),
);
