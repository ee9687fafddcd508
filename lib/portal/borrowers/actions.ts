"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { contactSchema } from "@/lib/contract/contact";
import { uuidSchema } from "@/lib/contract/units";
import { operatorAction } from "../actions/operator-action";
import { bankAccountFormSchema, borrowerRegistrationSchema } from "./borrower-schemas";
import { addBankAccount, registerBorrower } from "./register-borrower";
import { requestMarginAuthorization } from "./request-margin-authorization";

/*
 * Borrowers' server actions, shared by the borrowers pages and the wizards' first step, each defined once. Each form
 * carries a one-time key (a UUID made when the form opened): the credit API's Idempotency-Key, so a double click
 * registers once.
 */

const formKey = z.uuid();

export const registerBorrowerAction = operatorAction({ capability: "originate", input: z.object({ form: borrowerRegistrationSchema, formKey }) }, async (input, context) => {
  const registered = await registerBorrower(context, input.form, input.formKey);
  revalidatePath("/borrowers");
  return registered;
});

export const addBankAccountAction = operatorAction(
  { capability: "originate", input: z.object({ personId: uuidSchema, form: z.object({ account: bankAccountFormSchema }), formKey }) },
  async (input, context) => {
    const added = await addBankAccount(context, input.personId, input.form.account, input.formKey);
    revalidatePath(`/borrowers/${input.personId}`);
    return added;
  },
);

export const requestBorrowerAuthorizationAction = operatorAction(
  { capability: "originate", input: z.object({ personId: uuidSchema, contact: contactSchema.optional(), formKey }) },
  async (input, context) => {
    const created = await requestMarginAuthorization(context, { personId: input.personId, formKey: input.formKey, ...(input.contact && { contact: input.contact }) });
    return { id: created.id, status: created.status };
  },
);
